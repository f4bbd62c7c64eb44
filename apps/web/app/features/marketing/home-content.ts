import {
  Camera,
  Clapperboard,
  EyeOff,
  Lock,
  MapPinOff,
  Moon,
  ShieldCheck,
  Sparkles,
  Undo2,
} from 'lucide-react';
import type { Action } from '~/components/action-links';
import type { CardItem } from '~/components/card-grid';
import type { Step } from '~/components/step-list';
import { SAME_DAY_CUTOFF } from '~/lib/service-facts';

export const heroActions: readonly Action[] = [
  { label: '保護者の方はこちら', to: '/parents/', primary: true },
  { label: '園・施設の方はこちら', to: '#for-facilities' },
];

export const features: readonly CardItem[] = [
  {
    icon: Sparkles,
    title: 'AIがわが子の写真を選びます',
    body: '先生が撮った何百枚もの写真から、お子さまが写っているものを顔認識で見つけ、ピントや表情のよいものを選んでお届けします。',
  },
  {
    icon: Moon,
    title: 'その日の夜に届きます',
    body: `${SAME_DAY_CUTOFF}までにアップロードされた写真は、その日の夜にはタイムラインへ。お迎えのあとの「今日なにしたの？」がふくらみます。`,
  },
  {
    icon: Clapperboard,
    title: '毎週のフォトムービー',
    body: '1週間のベストショットを、短いフォトムービーにまとめてお届けします。離れて暮らすおじいちゃん・おばあちゃんとの話題にも。',
  },
];

export const deliverySteps: readonly Step[] = [
  {
    title: '先生がいつもどおり撮影',
    body: '園の先生は、保育の合間にいつものカメラやスマートフォンで撮影し、まとめてアップロードするだけです。',
  },
  {
    title: 'AIが写真を選んで仕分け',
    body: '顔認識でお子さまを見つけ、ブレや目つむりを避けながら、一人ひとりのよく写った写真を選びます。',
  },
  {
    title: 'その日の夜にご家庭へ',
    body: 'ご家庭のスマートフォンに届くのは、わが子が写った写真だけ。届いたことはメールでお知らせします。',
  },
];

export const safetyPoints: readonly CardItem[] = [
  {
    icon: EyeOff,
    title: 'ほかのお子さまの写真は届きません',
    body: '見られるのは、ご自分のお子さまが写っている写真だけ。判定に迷う写真は届けない、正確さを最優先にした設定です。',
  },
  {
    icon: Lock,
    title: '写真のURLは短時間で無効に',
    body: '写真は毎回その方専用の、短い時間だけ有効なURLで表示します。URLが外に出ても、あとから開くことはできません。',
  },
  {
    icon: MapPinOff,
    title: '撮影場所の情報を消してお届け',
    body: 'お届けする写真からは、位置情報などカメラが記録した情報を取り除いています。',
  },
  {
    icon: Undo2,
    title: '園の先生が取り消せます',
    body: '万一、届け先が違う写真があっても、園の先生がすぐに取り消せます。気になる写真はお問い合わせからお知らせください。',
  },
];

export const facilityBenefits: readonly CardItem[] = [
  {
    icon: Camera,
    title: '撮ってアップロードするだけ',
    body: '写真の選別、名前付け、掲示や販売の準備は必要ありません。先生は子どもと過ごす時間を大切にできます。',
  },
  {
    icon: ShieldCheck,
    title: '写真の公開範囲が明確に',
    body: '写真は写っている子のご家庭にだけ届きます。掲示板やアルバムのように、ほかのご家庭の目に触れることはありません。',
  },
];
