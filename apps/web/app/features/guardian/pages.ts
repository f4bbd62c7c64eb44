import type { CatalogueEntry } from '../../route-catalogue.ts';

// The signed-in guardian app (DESIGN §6): client-only and never indexed.
export const guardianPages = [
  {
    path: '/timeline/',
    serverRendered: false,
    layout: 'default',
    heading: 'わが子のタイムライン',
    title: 'タイムライン',
    description: 'AIが選んだお子さまの写真と動画が、撮影された日ごとに届きます。',
    noindex: true,
  },
  {
    path: '/photomovie/',
    serverRendered: false,
    layout: 'default',
    heading: 'フォトムービー一覧',
    title: 'フォトムービー',
    description: '1週間のベストショットをまとめたフォトムービーの一覧です。',
    noindex: true,
  },
  {
    // One sample id stands for every /photomovie/:collectionId/ page.
    path: '/photomovie/sample/',
    serverRendered: false,
    layout: 'default',
    heading: 'この週のフォトムービー',
    title: 'フォトムービー',
    description: '1週間の写真と動画をまとめたフォトムービーをご覧いただけます。',
    noindex: true,
  },
  {
    path: '/mypage/',
    serverRendered: false,
    layout: 'default',
    heading: 'プロフィールとお子さまの情報',
    title: 'マイページ',
    description: 'ご登録内容とお子さまの情報を確認・変更できます。',
    noindex: true,
  },
  {
    path: '/mypage/plan/',
    serverRendered: false,
    layout: 'default',
    heading: 'ご利用プランの確認',
    title: 'ご利用プラン',
    description: '現在のプランと月額料金、無料体験の残り日数を確認できます。',
    noindex: true,
  },
  {
    path: '/mypage/notifications/',
    serverRendered: false,
    layout: 'default',
    heading: 'メール通知の設定',
    title: '通知設定',
    description: '新しい写真やフォトムービーが届いたときのお知らせメールを設定できます。',
    noindex: true,
  },
  {
    path: '/mypage/password/',
    serverRendered: false,
    layout: 'default',
    heading: 'パスワードを変更する',
    title: 'パスワード変更',
    description: 'ログインに使うパスワードを変更できます。',
    noindex: true,
  },
] as const satisfies readonly CatalogueEntry[];
