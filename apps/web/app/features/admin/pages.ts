import type { CatalogueEntry } from '../../route-catalogue.ts';

// The operators' console (DESIGN §4, issue 12): client-only, never indexed, in the admin layout.
// Each screen adds its entry here (path, h1, title); the page reads it with adminMeta/AdminScreen.
const consolePage = { serverRendered: false, layout: 'admin', noindex: true } as const;

export const adminPages = [
  {
    ...consolePage,
    path: '/admin/',
    heading: '管理画面のトップ',
    title: '管理画面',
    description: 'ひびフォトの運営と園のスタッフのための管理画面です。',
  },
  {
    ...consolePage,
    path: '/admin/signin/',
    heading: '管理画面にログイン',
    title: 'スタッフログイン',
    description: '運営スタッフと園のスタッフは、メールアドレスとパスワードでログインします。',
  },
  {
    ...consolePage,
    path: '/admin/approvals/',
    heading: '承認待ちの申請',
    title: '承認待ち',
    description: '保護者からの利用申請を、参照写真と見つかった顔を確かめて承認または却下します。',
  },
  {
    // One sample id stands for every /admin/approvals/:guardianId/ page.
    ...consolePage,
    path: '/admin/approvals/sample/',
    heading: '申請の確認',
    title: '利用申請',
    description: '保護者とお子さまの情報、参照写真と見つかった顔を確かめて、承認または却下します。',
  },
] as const satisfies readonly CatalogueEntry[];
