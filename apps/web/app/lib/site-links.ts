// Labels and targets of the site chrome. Plain data (no React) so tests can check that no page
// heading hides in the chrome. Every target is in slash form.

export interface SiteLink {
  label: string;
  to: string;
}

export const SERVICE_NAME = 'ひびフォト';
export const CASE_STUDIES_NAME = '導入事例';
/** The phone header's button that opens the main menu, and the menu's name. */
export const MENU_LABEL = 'メニュー';
export const MAIN_MENU_LABEL = 'メインメニュー';
/** What a client-only page shows until its own code has loaded. */
export const LOADING_TEXT = '読み込み中…';

// The sign-in link is not here: HeaderAccount (features/session) shows it, or the signed-in guardian.
export const mainNav: readonly SiteLink[] = [
  { label: '保護者の方へ', to: '/parents/' },
  { label: '導入事例', to: '/case/' },
  { label: 'よくある質問', to: '/faq/' },
  { label: 'お問い合わせ', to: '/contact/' },
];

export const caseNav: readonly SiteLink[] = [
  { label: '事例一覧', to: '/case/' },
  { label: '保護者の方へ', to: '/parents/' },
  { label: '導入のご相談', to: '/contact/' },
];

/** The terms and the privacy policy: in every footer, the blank layout's small one too. */
export const legalLinks: readonly SiteLink[] = [
  { label: '利用規約', to: '/terms/' },
  { label: 'プライバシーポリシー', to: '/privacy/' },
];

export const footerLinks: readonly SiteLink[] = [
  ...legalLinks,
  { label: '特定商取引法に基づく表記', to: '/tokushoho/' },
  { label: 'お知らせ', to: '/info/' },
  { label: 'サンプル', to: '/sample/' },
];

/** Every other piece of text the layouts render around a page. */
export const chromeTexts: readonly string[] = [
  SERVICE_NAME,
  CASE_STUDIES_NAME,
  '本文へ移動',
  MENU_LABEL,
  MAIN_MENU_LABEL,
  'サイト情報',
  `© ${SERVICE_NAME}`,
  LOADING_TEXT,
];
