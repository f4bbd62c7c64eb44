import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';

export const marketingPages = [
  {
    path: '/',
    serverRendered: true,
    layout: 'default',
    heading: '園で過ごす今日のわが子に、その日の夜に会える。',
    title: '保育園・幼稚園の写真を、その日のうちにご家庭へ',
    description:
      'ひびフォトは、保育園・幼稚園の先生が撮った写真の中から、AIがお子さまの写った写真を選んで、その日の夜にお届けする保護者向けサービスです。月額制で、はじめての方は無料でお試しいただけます。',
  },
  {
    path: '/contact/',
    serverRendered: true,
    layout: 'default',
    heading: 'お問い合わせ',
    title: 'お問い合わせ',
    description:
      'ひびフォトの導入をご検討中の園・施設の方、サービスについて知りたい方はこちらからお問い合わせください。担当者より折り返しご連絡します。',
  },
  {
    path: '/contact/thanks/',
    serverRendered: false,
    layout: 'default',
    heading: 'お問い合わせありがとうございました',
    title: 'お問い合わせ完了',
    description: 'ひびフォトへのお問い合わせを受け付けました。内容を確認のうえ、担当者よりご連絡します。',
    noindex: true,
  },
  {
    path: '/info/',
    serverRendered: false,
    layout: 'default',
    heading: 'ひびフォトからのお知らせ',
    title: 'お知らせ',
    description: 'ひびフォトの新しい機能やメンテナンス、キャンペーンなどのお知らせを掲載しています。',
  },
  {
    path: '/faq/',
    serverRendered: true,
    layout: 'default',
    heading: 'よくある質問',
    title: 'よくある質問',
    description:
      '料金や無料体験、写真が届くタイミング、個人情報の取り扱いなど、ひびフォトについてよくいただくご質問にお答えします。',
  },
  {
    path: '/tokushoho/',
    serverRendered: true,
    layout: 'default',
    heading: '特定商取引法に基づく表記',
    title: '特定商取引法に基づく表記',
    description:
      'ひびフォトの特定商取引法に基づく表記です。販売事業者、料金、お支払い方法、解約についてご確認いただけます。',
  },
  {
    path: '/sample/',
    serverRendered: false,
    layout: 'default',
    heading: 'ひびフォトのサンプル',
    title: 'サンプル',
    description: 'ご家庭に毎日届く写真や写真補正の例を、サンプルでご覧いただけます。',
  },
  {
    path: '/sample/images/',
    serverRendered: false,
    layout: 'default',
    heading: 'お届けする写真のサンプル',
    title: '写真サンプル',
    description: 'AIが選んだお子さまの写真が、どのようにタイムラインに届くのかをサンプル画像でご紹介します。',
  },
  {
    path: '/sample/image-retouching/',
    serverRendered: false,
    layout: 'default',
    heading: '写真補正のビフォー・アフター',
    title: '写真補正サンプル',
    description: '明るさや色合いを整える写真補正の効果を、補正前と補正後の比較でご覧いただけます。',
  },
] as const satisfies readonly CatalogueEntry[];
