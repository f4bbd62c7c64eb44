// What inviting and accepting share.

export const alreadyStaff = 'このメールアドレスのスタッフはすでに登録されています。';
