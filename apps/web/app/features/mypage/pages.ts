import type { CatalogueEntry } from '../../route-catalogue.ts';

// My page and its three screens (DESIGN §6): inside the signed-in app, client-only, never indexed.
export const mypagePages = [
  {
    path: '/mypage/',
    serverRendered: false,
    layout: 'default',
    heading: 'プロフィールとお子さまの情報',
    title: 'マイページ',
    description: 'ご登録内容とお子さまの情報、ご利用プランや通知の設定を確認できます。',
    noindex: true,
    signedIn: true,
  },
  {
    path: '/mypage/plan/',
    serverRendered: false,
    layout: 'default',
    heading: 'ご利用プランの確認',
    title: 'ご利用プラン',
    description: '現在のプランと月額料金、無料体験の残り日数を確認できます。',
    noindex: true,
    signedIn: true,
  },
  {
    path: '/mypage/notifications/',
    serverRendered: false,
    layout: 'default',
    heading: 'メール通知の設定',
    title: '通知設定',
    description: '新しい写真やフォトムービーが届いたときのお知らせメールを設定できます。',
    noindex: true,
    signedIn: true,
  },
  {
    path: '/mypage/password/',
    serverRendered: false,
    layout: 'default',
    heading: 'パスワードを変更する',
    title: 'パスワード変更',
    description: 'ログインに使うパスワードを変更できます。',
    noindex: true,
    signedIn: true,
  },
] as const satisfies readonly CatalogueEntry[];
