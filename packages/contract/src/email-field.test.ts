import { describe, expect, it } from 'vitest';
import { emailField } from './email-field.ts';
import './japanese-errors.ts';

const messageOf = (input: string) => emailField.safeParse(input).error?.issues[0]?.message;

describe('the email field', () => {
  it.each([
    'hibi..xyz@docomo.ne.jp',
    'xyz.@ezweb.ne.jp',
    '.hibi@docomo.ne.jp',
    'a...b.@softbank.ne.jp',
    "o'hara+photo_1-2@i.softbank.jp",
    'Hanako.Yamada@Example.JP',
  ])('takes %s as typed, dots and all', (address) => {
    expect(emailField.parse(address)).toBe(address);
  });

  it('drops the spaces around an address and nothing else', () => {
    expect(emailField.parse('  hibi..xyz.@docomo.ne.jp\n')).toBe('hibi..xyz.@docomo.ne.jp');
  });

  it.each([
    ['no @', 'hibi.docomo.ne.jp'],
    ['no local part', '@docomo.ne.jp'],
    ['no domain', 'hibi@'],
    ['dots alone', '...@docomo.ne.jp'],
    ['two @', 'hibi@xyz@docomo.ne.jp'],
    ['a space inside', 'hibi xyz@docomo.ne.jp'],
    ['a full-width space', 'hibi\u3000xyz@docomo.ne.jp'],
    ['a line break inside', 'hibi\n@docomo.ne.jp'],
    ['a NUL byte', 'hibi\u0000@docomo.ne.jp'],
    ['a zero-width space', 'hi\u200bbi@docomo.ne.jp'],
    ['a quote', '"hibi..xyz"@docomo.ne.jp'],
    ['angle brackets', '<hibi@docomo.ne.jp>'],
    ['a comma', 'hibi,xyz@docomo.ne.jp'],
    ['non-ASCII', 'ひび@docomo.ne.jp'],
    ['a domain without a dot', 'hibi@localhost'],
    ['a domain with two dots', 'hibi@docomo..ne.jp'],
    ['a domain starting with a dot', 'hibi@.docomo.ne.jp'],
    ['a domain ending with a dot', 'hibi@docomo.ne.jp.'],
    ['a numeric top-level domain', 'hibi@192.168.0.1'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@docomo.ne.jp`],
  ])('refuses %s', (_what, address) => {
    expect(messageOf(address)).toBe('メールアドレスの形式が正しくありません。');
  });

  it('takes a local part of 64 characters and refuses an address over 254', () => {
    expect(emailField.safeParse(`${'a'.repeat(64)}@docomo.ne.jp`).success).toBe(true);
    const long = `${'a'.repeat(60)}@${'b'.repeat(190)}.jp`;
    expect(long).toHaveLength(254);
    expect(emailField.safeParse(long).success).toBe(true);
    expect(messageOf(`a${long}`)).toBe('254文字以内で入力してください。');
  });
});
