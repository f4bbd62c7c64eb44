// The questions of /faq/ (also its FAQPage structured data) in groups. Plain data: the parents
// page quotes some by id, and tests count them.
import { MONTHLY_PRICE_TEXT, SAME_DAY_CUTOFF, STANDARD_TRIAL_DAYS } from '../../lib/service-facts.ts';

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: readonly Faq[];
}

export const faqGroups: readonly FaqGroup[] = [
  {
    id: 'service',
    title: 'サービスについて',
    items: [
      {
        id: 'what',
        question: 'ひびフォトはどんなサービスですか？',
        answer: `保育園・幼稚園などで先生が撮った写真の中から、AIがお子さまの写った写真を選び、その日の夜に保護者の方へお届けするサービスです。${SAME_DAY_CUTOFF}までにアップロードされた写真は、その日のうちにタイムラインでご覧いただけます。`,
      },
      {
        id: 'facility-required',
        question: '通っている園がひびフォトを使っていなくても申し込めますか？',
        answer:
          'ひびフォトは、園でご利用いただいていることが前提のサービスです。お子さまの園で使ってみたいときは、「導入リクエスト」からお知らせください。ひびフォトから園へご案内します。',
      },
      {
        id: 'photo-movie',
        question: 'フォトムービーとは何ですか？',
        answer:
          '1週間（月曜日〜日曜日）に届いた写真の中からベストショットを集めた、短いムービーです。毎週末に公開され、月額プランと無料体験中の方がご覧いただけます。',
      },
      {
        id: 'devices',
        question: 'どんな端末で使えますか？',
        answer:
          'スマートフォン、タブレット、パソコンのウェブブラウザでご利用いただけます。アプリのインストールは必要ありません。最新版のSafari、Google Chrome、Microsoft Edge、Firefoxでのご利用をおすすめします。',
      },
    ],
  },
  {
    id: 'price',
    title: '料金・お支払い',
    items: [
      {
        id: 'price',
        question: '料金はいくらですか？',
        answer: `${MONTHLY_PRICE_TEXT}です。お子さま1人ごとのご契約で、入会金や写真1枚ごとの追加料金はかかりません。`,
      },
      {
        id: 'trial',
        question: '無料体験はありますか？',
        answer: `はじめての方は、ご利用の承認日から${STANDARD_TRIAL_DAYS}日間、無料ですべての機能をお試しいただけます。体験期間の日数は園によって異なる場合があります。`,
      },
      {
        id: 'after-trial',
        question: '無料体験が終わったらどうなりますか？',
        answer:
          '自動でお支払いが始まることはありません。続けるときはマイページから月額プランにお申し込みください。お申し込みがない場合は、直近7日間の写真を見られる無料プランになります。',
      },
      {
        id: 'payment',
        question: '支払い方法を教えてください。',
        answer:
          'クレジットカード（Visa、Mastercard、American Express、JCB）でお支払いいただけます。お申し込みの日に初回のお支払いがあり、その後は1か月ごとに自動で更新されます。',
      },
      {
        id: 'cancel',
        question: '解約はいつでもできますか？',
        answer:
          'マイページの「ご利用プラン」からいつでも解約できます。解約しても、お支払い済みの期間の終わりまではご利用いただけます。日割りでの返金はありません。',
      },
    ],
  },
  {
    id: 'privacy',
    title: '写真とプライバシー',
    items: [
      {
        id: 'other-children',
        question: 'ほかのお子さまの写真が届くことはありませんか？',
        answer:
          'お届けするのは、AIがお子さまを確実に見分けられた写真だけです。判定に迷う写真は届けない、正確さを最優先にした設定にしています。万一お心当たりのない写真が届いたときは、お問い合わせからお知らせください。園の先生が取り消します。',
      },
      {
        id: 'who-sees',
        question: '写真は誰が見られますか？',
        answer:
          'その写真に写っているお子さまの保護者の方と園の職員、そして運営に必要な範囲でひびフォトの担当者だけです。写真は毎回その方専用の、短い時間だけ有効なURLで表示するため、URLが外に出てもあとから開くことはできません。',
      },
      {
        id: 'metadata',
        question: '写真の位置情報はどうなりますか？',
        answer:
          'お届けする写真からは、撮影場所の位置情報やカメラの情報を取り除いています。ダウンロードした写真にも含まれません。',
      },
      {
        id: 'reference-photos',
        question: '登録したお子さまの写真は何に使われますか？',
        answer:
          'ご登録時にお送りいただく写真は、園で撮影された写真の中からお子さまを見分けるためだけに使います。ほかの目的に使ったり、第三者に提供したりすることはありません。成長に合わせて、マイページから写真を差し替えられます。',
      },
    ],
  },
  {
    id: 'usage',
    title: 'ご利用の流れ',
    items: [
      {
        id: 'start',
        question: '申し込みから写真が届くまで、どのくらいかかりますか？',
        answer:
          '新規登録のあと、ご登録内容とお子さまの写真を確認して承認します。承認されるとメールでお知らせし、その日に撮影された写真から届きはじめます。',
      },
      {
        id: 'siblings',
        question: 'きょうだいが同じ園に通っています。',
        answer:
          'ひとつのアカウントで一緒に受け取れます。最初のお子さまが承認されたあと、マイページの「ごきょうだいを追加する」からお名前と写真を送ってください。園の確認のあと、タイムラインでお子さまを切り替えて見られます。料金はごきょうだいが何人でもご家族でひとつのプランの料金で、追加料金はかかりません。',
      },
      {
        id: 'notifications',
        question: '写真が届いたことはどうやってわかりますか？',
        answer:
          '新しい写真が届くと、ご登録のメールアドレスにお知らせします。お知らせが不要な場合は、マイページの「通知設定」から止められます。',
      },
    ],
  },
  {
    id: 'facility',
    title: '園・施設の方へ',
    items: [
      {
        id: 'facility-work',
        question: '先生の作業はどのくらい増えますか？',
        answer:
          'ふだんどおり撮影して、写真をまとめてアップロードするだけです。写真の選別や仕分け、名前付けは必要ありません。誰にどの写真が届いたかは、園の管理画面で確認できます。',
      },
      {
        id: 'facility-kinds',
        question: '保育園以外でも導入できますか？',
        answer:
          '幼稚園、認定こども園のほか、リトミックや体操などの習い事教室でもご利用いただいています。くわしくは導入事例をご覧ください。',
      },
    ],
  },
];

export const allFaqs: readonly Faq[] = faqGroups.flatMap((group) => group.items);

/** Questions picked by id for other pages; an unknown id is a mistake in the code, not the data. */
export function faqsById(ids: readonly string[]): readonly Faq[] {
  return ids.map((id) => {
    const faq = allFaqs.find((item) => item.id === id);
    if (!faq) throw new Error(`Unknown FAQ ${id}`);
    return faq;
  });
}
