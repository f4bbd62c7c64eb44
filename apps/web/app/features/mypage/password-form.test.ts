import { passwordRule } from '@hibi/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-error';
import { passwordChangeFormSchema, passwordFieldOf, passwordMismatch } from './password-form.ts';

const messagesOf = (values: Record<string, string>) =>
  passwordChangeFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message]);

describe('the password change form', () => {
  it('passes a new password that meets the rule and is typed twice alike', () => {
    const values = { oldPassword: 'old-pass-1', newPassword: 'new-pass-42', confirmPassword: 'new-pass-42' };
    expect(passwordChangeFormSchema.parse(values)).toEqual(values);
  });

  it('says when the confirmation differs', () => {
    expect(
      messagesOf({ oldPassword: 'old-pass-1', newPassword: 'new-pass-42', confirmPassword: 'new-pass-43' }),
    ).toEqual([['confirmPassword', passwordMismatch]]);
  });

  it("keeps the contract's rule for the new password", () => {
    expect(
      messagesOf({ oldPassword: 'old-pass-1', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }),
    ).toEqual([['newPassword', passwordRule]]);
  });
});

describe("the change's refusals", () => {
  const refused = (message: string) => passwordFieldOf(new ApiError(400, message), message)?.name;

  it('land on the field they concern', () => {
    expect(refused('パスワードの変更に失敗しました。現在のパスワードが正しくありません。')).toBe(
      'oldPassword',
    );
    expect(
      refused('パスワードの変更に失敗しました。新しいパスワードには、現在と異なるものを設定してください。'),
    ).toBe('newPassword');
  });

  it('leave other failures to the form', () => {
    expect(passwordFieldOf(new ApiError(500, 'x'), 'x')).toBeNull();
    expect(passwordFieldOf(new Error('offline'), 'x')).toBeNull();
  });
});
