import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';

export const authPages = [
  {
    path: '/signin/',
    serverRendered: true,
    layout: 'blank',
    heading: 'ログイン',
    title: 'ログイン',
    description: 'ひびフォトにログインして、今日届いたお子さまの写真をご覧ください。',
  },
  {
    path: '/recovery/',
    serverRendered: true,
    layout: 'blank',
    heading: 'パスワードの再設定',
    title: 'パスワードの再設定',
    description: 'パスワードをお忘れの方は、ご登録のメールアドレスから新しいパスワードを設定できます。',
  },
  {
    path: '/signup/',
    serverRendered: false,
    layout: 'default',
    heading: 'ひびフォトに新規登録',
    title: '新規登録',
    description:
      'メールアドレスとお子さまの情報を登録して、ひびフォトをはじめましょう。園の承認後、無料体験がスタートします。',
  },
] as const satisfies readonly CatalogueEntry[];
