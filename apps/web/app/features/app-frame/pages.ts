import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';

// The signed-in guardian app (DESIGN §6): client-only and never indexed.
export const appFramePages = [
  {
    path: '/timeline/',
    serverRendered: false,
    layout: 'default',
    heading: 'わが子のタイムライン',
    title: 'タイムライン',
    description: 'AIが選んだお子さまの写真と動画が、撮影された日ごとに届きます。',
    noindex: true,
    signedIn: true,
  },
  {
    path: '/photomovie/',
    serverRendered: false,
    layout: 'default',
    heading: 'フォトムービー一覧',
    title: 'フォトムービー',
    description: '1週間のベストショットをまとめたフォトムービーの一覧です。',
    noindex: true,
    signedIn: true,
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
    signedIn: true,
  },
] as const satisfies readonly CatalogueEntry[];
