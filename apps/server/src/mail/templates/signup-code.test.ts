import { describe, expect, it } from 'vitest';
import { signupCodeMail } from './signup-code.ts';

describe('the sign-up code mail', () => {
  it('gives the code, how long it lasts and what to do if it was not you', () => {
    const mail = signupCodeMail({
      to: 'a@example.jp',
      code: '012345',
      validMinutes: 30,
      publicUrl: 'https://hibi.example',
    });
    expect(mail.to).toBe('a@example.jp');
    expect(mail.subject).toBe('【ひびフォト】新規登録の認証コード');
    expect(mail.text).toContain('認証コード: 012345');
    expect(mail.text).toContain('有効期限は30分');
    expect(mail.text).toContain('お心当たりのない場合');
    expect(mail.text).toContain('https://hibi.example/');
  });
});
