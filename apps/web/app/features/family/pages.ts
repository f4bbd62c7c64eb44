import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';

// A family's members and invitations (decision 0038): client-only, never indexed.
export const familyPages = [
  {
    path: '/mypage/family/',
    serverRendered: false,
    layout: 'default',
    heading: 'ご家族のメンバー',
    title: 'ご家族',
    description: '祖父母やもう一人の保護者をリンクやQRコードで招待し、一緒に写真を見られます。',
    noindex: true,
    signedIn: true,
  },
  {
    // One sample token stands for every /invite/:token/ page (the link a 保護者 shares).
    path: '/invite/sample/',
    serverRendered: false,
    layout: 'default',
    heading: 'ご家族からの招待',
    title: '招待',
    description: 'ご家族から届いた招待で、メールアドレスとパスワードだけで登録して写真を一緒に見られます。',
    noindex: true,
  },
] as const satisfies readonly CatalogueEntry[];
