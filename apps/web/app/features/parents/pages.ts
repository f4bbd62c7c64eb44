import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';

export const parentsPages = [
  {
    path: '/parents/',
    serverRendered: false,
    layout: 'default',
    heading: '保護者のみなさまへ',
    title: '保護者の方へ',
    description:
      '園で過ごすお子さまの一日を、AIが選んだ写真でその日の夜にお届けします。ひびフォトの使い方、月額料金、無料体験について保護者の方向けにご案内します。',
  },
  {
    path: '/parents/contact/',
    serverRendered: false,
    layout: 'default',
    heading: '保護者の方からのお問い合わせ',
    title: '保護者の方のお問い合わせ',
    description: 'ひびフォトをご利用中、またはご検討中の保護者の方からのご質問・ご相談を受け付けています。',
  },
  {
    path: '/parents/contact/thanks/',
    serverRendered: false,
    layout: 'default',
    heading: 'お問い合わせを受け付けました',
    title: 'お問い合わせ完了（保護者の方）',
    description: '保護者の方からのご質問・ご相談を受け付けました。内容を確認して、順番にご返信します。',
    noindex: true,
  },
  {
    path: '/parents/request/',
    serverRendered: false,
    layout: 'default',
    heading: '通っている園にひびフォトをリクエスト',
    title: '導入リクエスト',
    description:
      'お子さまの通う保育園・幼稚園でひびフォトを使ってみたい保護者の方は、こちらから導入のリクエストをお送りください。',
  },
  {
    path: '/parents/request/thanks/',
    serverRendered: false,
    layout: 'default',
    heading: 'リクエストを受け付けました',
    title: '導入リクエスト完了',
    description: '導入リクエストをお送りいただきありがとうございます。ひびフォトから園へのご案内を進めます。',
    noindex: true,
  },
] as const satisfies readonly CatalogueEntry[];
