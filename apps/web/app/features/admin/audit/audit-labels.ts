/** The audit log's dotted verbs as staff read them; an unknown one shows as it is. */
const actionLabels: Record<string, string> = {
  'delivery.not_my_child': '「うちの子ではない」の報告',
  'delivery.restore': '取り消した配信を元に戻す',
  'delivery.revoke': '配信の取り消し',
  'facility.create': '施設の登録',
  'family.invite': 'ご家族の招待',
  'family.invite_revoke': 'ご家族の招待の取り消し',
  'family.join': '招待によるご家族への参加',
  'family.leave': 'ご家族からの退会',
  'family.member_remove': 'ご家族のメンバーを外す',
  'facility.update': '施設の設定変更',
  'guardian.approve': '保護者の承認',
  'guardian.reject': '保護者の否認',
  'guardian.request': '利用申請',
  'guardian.sign_up': '新規登録',
  'guardian.verify_email': 'メールアドレスの確認',
  'guardian.withdraw': '退会',
  'inquiry.handled': 'お問い合わせを対応済みに',
  'inquiry.unhandled': 'お問い合わせを未対応に',
  'media.delete': '写真・動画の削除',
  'media.hide': '写真・動画を非公開に',
  'media.unhide': '写真・動画を公開に戻す',
  'staff.accept_invitation': 'スタッフ招待の受諾',
  'staff.create_operator': '運営スタッフの作成',
  'staff.invite': 'スタッフの招待',
  'staff.login': 'スタッフのログイン',
};

export const actionLabel = (action: string) => actionLabels[action] ?? action;

const targetLabels: Record<string, string> = {
  facility: '施設',
  family_invitation: 'ご家族の招待',
  guardian: '保護者',
  inquiry: 'お問い合わせ',
  staff_account: 'スタッフ',
  staff_invitation: '招待',
  delivery: '配信',
  media: '写真・動画',
};

/** What an entry was about: its kind in Japanese, then the id (or address) the log keeps. */
export const targetLabel = (type: string | null, id: string | null) =>
  type ? `${targetLabels[type] ?? type} ${id ?? ''}`.trim() : '—';
