import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel } from './field-labels.ts';
import './japanese-errors.ts';

const form = z.strictObject({
  email: z.email(),
  password: z.string().min(8).max(72),
  mediaIds: z.array(z.string()).max(2),
  kind: z.enum(['a', 'b']),
});

function messages(input: unknown) {
  const result = form.safeParse(input);
  return result.error?.issues.map((issue) => `${fieldLabel(issue.path)}: ${issue.message}`);
}

describe('Japanese validation messages', () => {
  it('names the field and says what is wrong', () => {
    expect(
      messages({ email: 'x', password: 'short', mediaIds: ['1', '2', '3'], kind: 'c', extra: 1 }),
    ).toEqual([
      'メールアドレス: メールアドレスの形式が正しくありません。',
      'パスワード: 8文字以上で入力してください。',
      'メディア: 2件以内で指定してください。',
      '入力内容: 選択肢の中から指定してください。',
      '入力内容: 使用できない項目が含まれています（extra）。',
    ]);
  });

  it('asks for a missing value', () => {
    expect(messages({ password: 'long enough', mediaIds: [], kind: 'a' })).toEqual([
      'メールアドレス: 入力してください。',
    ]);
  });
});
