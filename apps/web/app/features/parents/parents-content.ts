import { Bell, Clapperboard, Download, Images } from 'lucide-react';
import type { CardItem } from '~/components/card-grid';
import type { Step } from '~/components/step-list';
import { faqsById } from '~/features/marketing/faq-content';
import { SAME_DAY_CUTOFF } from '~/lib/service-facts';

export const benefits: readonly CardItem[] = [
  {
    icon: Images,
    title: 'わが子の写真が毎日届く',
    body: '先生が撮った写真の中から、お子さまが写っている写真だけをAIが選んでタイムラインにお届けします。',
  },
  {
    icon: Clapperboard,
    title: '1週間のフォトムービー',
    body: '毎週、その週のベストショットをまとめたフォトムービーが届きます。週末に家族で見るのにぴったりです。',
  },
  {
    icon: Download,
    title: '写真をダウンロード',
    body: '気に入った写真はスマートフォンに保存できます。遠くに住むご家族に送ったり、アルバムにしたりできます。',
  },
  {
    icon: Bell,
    title: '届いたらメールでお知らせ',
    body: '新しい写真が届くと、メールでお知らせします。お知らせが不要な方は、マイページで止められます。',
  },
];

export const startSteps: readonly Step[] = [
  {
    title: '新規登録',
    body: 'メールアドレスで登録し、保護者の方とお子さまのお名前、通っている園、お子さまの顔がわかる写真を送ってください。',
  },
  {
    title: '承認',
    body: 'ご登録の内容とお子さまの写真を確認して、ご利用を承認します。承認されるとメールでお知らせします。',
  },
  {
    title: 'その日の夜に写真が届く',
    body: `承認のあと、園で撮影された写真から届きはじめます。${SAME_DAY_CUTOFF}までにアップロードされた写真は、その日の夜にご覧いただけます。`,
  },
];

/** The questions guardians ask first; the full list is on /faq/. */
export const parentQuestions = faqsById(['facility-required', 'after-trial', 'siblings']);
