// Where each marketing page sends its reader at the end, in one table: the site's funnel (sample,
// trial, request, contact) reads and changes in one place. Plain data, like lib/site-links.ts.

import type { Action } from './action-links';

export interface ClosingCall {
  /** The band's id; its heading is `${id}-title`. */
  id: string;
  title: string;
  body: string;
  actions: readonly Action[];
}

export const closingCalls = {
  home: {
    id: 'closing',
    title: 'まずはサンプルをご覧ください',
    body: 'どんな写真が、どんなふうに届くのか。サンプルの写真とフォトムービーでお確かめいただけます。',
    actions: [
      { label: 'サンプルを見る', to: '/sample/', primary: true },
      { label: 'よくある質問', to: '/faq/' },
    ],
  },
  cases: {
    id: 'case-contact',
    title: '導入について相談する',
    body: '園の規模や撮影の体制にあわせて、導入の進め方をご提案します。まずはお気軽にお問い合わせください。',
    actions: [
      { label: '導入のご相談', to: '/contact/', primary: true },
      { label: 'よくある質問', to: '/faq/' },
    ],
  },
  sample: {
    id: 'sample-start',
    title: 'わが子の写真で体験してみませんか',
    body: 'はじめての方は無料体験で、実際に届く写真をお確かめいただけます。',
    actions: [
      { label: '保護者の方へのご案内', to: '/parents/', primary: true },
      { label: '園・施設の方のお問い合わせ', to: '/contact/' },
    ],
  },
  faq: {
    id: 'faq-contact',
    title: '解決しないときは',
    body: 'ほかにご不明な点があれば、お問い合わせフォームからお気軽にご連絡ください。',
    actions: [
      { label: '保護者の方のお問い合わせ', to: '/parents/contact/', primary: true },
      { label: '園・施設の方のお問い合わせ', to: '/contact/' },
    ],
  },
  parents: {
    id: 'parents-request',
    title: 'お子さまの園で、ひびフォトを使ってみませんか',
    body: '園でまだ導入されていない場合は、導入リクエストをお送りください。ご質問はお問い合わせフォームから受け付けています。',
    actions: [
      { label: '園に導入をリクエストする', to: '/parents/request/', primary: true },
      { label: '保護者の方のお問い合わせ', to: '/parents/contact/' },
    ],
  },
} satisfies Record<string, ClosingCall>;
