// Specification §8: what an error toast says when the server's answer carries no message.
// One place, word for word; screens import the one they need.

export const fallbackMessages = {
  loginFailed: 'ログインに失敗しました。',
  userCreationFailed: 'ユーザーの作成に失敗しました',
  emailAlreadyRegistered: 'このメールアドレスはすでに登録されています',
  verificationFailed: '認証に失敗しました。認証コードを確認してください',
  registrationFailed: 'ユーザーの情報登録に失敗しました。ログインから再度お試しください。',
  requestFailed: '申請に失敗しました。',
  imageUploadFailed: '画像アップロードに失敗しました',
  passwordResetRequestFailed: 'パスワード変更リクエストに失敗しました',
  passwordChangeFailed: 'パスワードの変更に失敗しました',
  contactError: 'エラーが発生しました',
} as const;
