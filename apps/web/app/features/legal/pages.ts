import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';

// Client-only like every page the specification does not render on the server (DESIGN §6). The
// headings differ from the footer labels 利用規約 and プライバシーポリシー on purpose: a client-only
// heading must not appear in what the server sends (route-catalogue.test.ts).
export const legalPages = [
  {
    path: '/terms/',
    serverRendered: false,
    layout: 'default',
    heading: 'ひびフォトの利用規約',
    title: '利用規約',
    description:
      'ひびフォトをご利用いただくときの約束ごとです。アカウントと園の承認、料金と無料体験、写真の取り扱い、禁止事項などを定めています。',
  },
  {
    path: '/privacy/',
    serverRendered: false,
    layout: 'default',
    heading: 'ひびフォトのプライバシーポリシー',
    title: 'プライバシーポリシー',
    description:
      'ひびフォトが保護者の方とお子さまの個人情報、顔の特徴データ、写真をどのように集め、使い、守り、削除するのかをご説明します。',
  },
] as const satisfies readonly CatalogueEntry[];
