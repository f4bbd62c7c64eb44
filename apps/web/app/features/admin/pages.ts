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
] as const satisfies readonly CatalogueEntry[];
