import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';

// A brother or sister added from マイページ (decision 0043): 保護者 only, client-only, never indexed.
export const siblingPages = [
  {
    path: '/mypage/children/new/',
    serverRendered: false,
    layout: 'default',
    heading: 'ごきょうだいを追加する',
    title: 'きょうだいの追加',
    description: '同じ園や別の園に通うごきょうだいを追加して、写真を一緒に受け取れます。',
    noindex: true,
    signedIn: true,
  },
  {
    // One sample id stands for every /mypage/children/:childId/ page.
    path: '/mypage/children/sample/',
    serverRendered: false,
    layout: 'default',
    heading: 'ごきょうだいの写真とお申し込み',
    title: 'きょうだいの申し込み',
    description: 'ごきょうだいの写真を登録して、園の確認をお申し込みいただけます。',
    noindex: true,
    signedIn: true,
  },
] as const satisfies readonly CatalogueEntry[];
