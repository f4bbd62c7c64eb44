import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';

export const healthcheckPage = {
  path: '/healthcheck/',
  serverRendered: true,
  layout: 'blank',
  heading: 'ヘルスチェック',
  title: 'ヘルスチェック',
  description: 'ひびフォトの稼働状況を確認するためのページです。',
  noindex: true,
} as const satisfies CatalogueEntry;
