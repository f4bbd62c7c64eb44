import { describe, expect, it } from 'vitest';
import { fieldNamedIn } from './server-field';

describe('fieldNamedIn', () => {
  it('finds the field a server message names with its contract label', () => {
    expect(
      fieldNamedIn('お子さまの生年月日: 未来の日付は指定できません。', ['childLastName', 'childBirthday']),
    ).toEqual({ name: 'childBirthday', message: '未来の日付は指定できません。' });
    expect(fieldNamedIn('施設：一覧から施設を選んでください。', ['groupId'])).toEqual({
      name: 'groupId',
      message: '一覧から施設を選んでください。',
    });
  });

  it("takes the screen's own label too", () => {
    expect(fieldNamedIn('生年月日: 日付をご確認ください。', ['birthday'], { birthday: '生年月日' })).toEqual({
      name: 'birthday',
      message: '日付をご確認ください。',
    });
  });

  it('leaves a message about the whole form, or a field the form does not have, to the form', () => {
    expect(
      fieldNamedIn('メールアドレスまたはパスワードが正しくありません。', ['email', 'password']),
    ).toBeNull();
    expect(fieldNamedIn('パスワード: 8文字以上で入力してください。', ['email'])).toBeNull();
    // A name without a label of its own never matches the catch-all 「入力内容」.
    expect(fieldNamedIn('入力内容: 正しくありません。', ['unlabelled'])).toBeNull();
  });
});
