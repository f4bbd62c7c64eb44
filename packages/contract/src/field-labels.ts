/** The Japanese names of the API's fields, so an error can say which one is wrong. */
const fieldLabels: Record<string, string> = {
  email: 'メールアドレス',
  password: 'パスワード',
  oldPassword: '現在のパスワード',
  newPassword: '新しいパスワード',
  code: '認証コード',
  firstName: '名',
  lastName: '姓',
  childFirstName: 'お子さまの名',
  childLastName: 'お子さまの姓',
  childNickname: 'お子さまの呼び名',
  childBirthday: 'お子さまの生年月日',
  groupId: '施設',
  facilityCode: '施設コード',
  reason: '理由',
  optouts: '通知設定',
  targetReferenceIds: '参照画像',
  referenceId: '登録写真',
  companyName: '会社名・施設名',
  facilityArea: '施設の所在地',
  name: 'お名前',
  furiganaName: 'ふりがな',
  phoneNumber: '電話番号',
  title: '件名',
  message: 'お問い合わせ内容',
  mediaId: 'メディア',
  mediaIds: 'メディア',
  paginationToken: 'ページ位置',
  recent: '表示期間',
  trialing: '体験表示',
  type: '種類',
  action: '操作',
  userId: 'ユーザー',
  childId: 'お子さま',
  collectionId: 'フォトムービー',
  guardianId: '利用者',
  classId: 'クラス',
  classes: 'クラス',
  subscriptionUnitPrice: '月額料金',
  hasFreeTrial: '無料体験',
  freeTrialDays: '無料体験の日数',
  role: '権限',
  facilityId: '施設',
  token: '招待リンク',
  handled: '対応状況',
  cursor: 'ページ位置',
};

/** The label of the field an issue points at, e.g. ['body', 'email'] → メールアドレス. */
export function fieldLabel(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === 'string' && fieldLabels[key]) return fieldLabels[key];
  }
  return '入力内容';
}
