// What the payment screens say when the server's answer carries no message of its own (§8's rule).
export const cardSetupFailed =
  'カードを登録できませんでした。入力内容をご確認のうえ、もう一度お試しください。';
export const subscribeFailed = 'お申し込みを完了できませんでした。時間をおいてもう一度お試しください。';
export const leaveFailed = '解約の手続きを完了できませんでした。時間をおいてもう一度お試しください。';
export const undoLeaveFailed = '解約の取り消しを完了できませんでした。時間をおいてもう一度お試しください。';
