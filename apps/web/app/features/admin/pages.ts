import type { CatalogueEntry } from '../../lib/catalogue-entry.ts';

// The operators' console (DESIGN §4, issue 12): client-only, never indexed, in the admin layout.
// Each screen adds its entry here (path, h1, title); the page reads it with adminMeta/AdminScreen.
const consolePage = { serverRendered: false, layout: 'admin', noindex: true, staff: true } as const;
// Sign-in and invitation acceptance come before any session.
const openPage = { serverRendered: false, layout: 'admin', noindex: true } as const;

export const adminPages = [
  {
    ...openPage,
    path: '/admin/signin/',
    heading: '管理画面にログイン',
    title: 'スタッフログイン',
    description: '運営スタッフと園のスタッフは、メールアドレスとパスワードでログインします。',
  },
  {
    ...openPage,
    path: '/admin/invite/',
    heading: 'パスワードを設定して参加する',
    title: 'スタッフ招待',
    description: '招待メールのリンクから、管理画面で使うパスワードを設定します。',
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
  {
    // One sample id stands for every /admin/approvals/siblings/:childId/ page (decision 0043).
    ...consolePage,
    path: '/admin/approvals/siblings/sample/',
    heading: 'ごきょうだいの追加の確認',
    title: 'きょうだい追加申請',
    description: '登録済みのご家族が追加したお子さまの情報と参照写真を確かめて、承認または差し戻します。',
  },
  {
    // One sample id stands for every /admin/families/:familyId/ page.
    ...consolePage,
    path: '/admin/families/sample/',
    heading: 'ご家族の確認',
    title: 'ご家族',
    description: '登録済みのお子さまのご家族と、お子さまを共有している保護者・家族を確認できます。',
  },
  {
    ...consolePage,
    path: '/admin/facilities/',
    heading: '施設の一覧',
    title: '施設',
    description: '登録されている施設と、そのクラス・料金・無料体験の設定を確認できます。',
  },
  {
    ...consolePage,
    path: '/admin/facilities/new/',
    heading: '施設を登録する',
    title: '施設の登録',
    description: '新しい施設の名前、施設コード、クラス、月額料金と無料体験を登録します。',
  },
  {
    // One sample id stands for every /admin/facilities/:facilityId/ page.
    ...consolePage,
    path: '/admin/facilities/sample/',
    heading: '施設の詳細',
    title: '施設',
    description: '施設の設定と、登録している保護者とお子さまの状況を確認できます。',
  },
  {
    ...consolePage,
    path: '/admin/facilities/sample/edit/',
    heading: '施設の設定を変更する',
    title: '施設の編集',
    description: '施設の名前、施設コード、クラス、月額料金と無料体験の設定を変更します。',
  },
  {
    ...consolePage,
    path: '/admin/staff/',
    heading: 'スタッフの一覧',
    title: 'スタッフ',
    description: '管理画面を使うスタッフを確認できます。運営スタッフは新しいスタッフを招待できます。',
  },
  {
    ...consolePage,
    path: '/admin/inbox/',
    heading: 'お問い合わせの受信箱',
    title: 'お問い合わせ',
    description: 'お問い合わせフォームと保護者向けフォームから届いた内容を確認し、対応済みにできます。',
  },
  {
    ...consolePage,
    path: '/admin/audit/',
    heading: '操作の記録',
    title: '操作履歴',
    description: 'スタッフが行った承認や設定変更などの操作を、新しい順に確認できます。',
  },
  {
    ...consolePage,
    path: '/admin/upload/',
    heading: '写真と動画を送る',
    title: '今日のアップロード',
    description: 'その日の写真と動画をまとめて送り、顔の判定と配信の進み具合を確認します。',
  },
  {
    ...consolePage,
    path: '/admin/fairness/',
    heading: 'お子さまごとの写真の数',
    title: '配信バランス',
    description: '日付とクラスごとに、写真が届いていない・少ないお子さまを確認します。',
  },
  {
    ...consolePage,
    path: '/admin/review/',
    heading: '配信の確認と修正',
    title: '配信の確認',
    description: 'どのお子さまにどの写真が届いたかを確認し、取り消しや手動での配信を行います。',
  },
] as const satisfies readonly CatalogueEntry[];
