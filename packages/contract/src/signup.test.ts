import { describe, expect, it } from 'vitest';
import { signupRequestSchema } from './signup.ts';

const request = {
  firstName: '花子',
  lastName: '日比',
  childFirstName: 'たろう',
  childLastName: '日比',
  childNickname: 'たろちゃん',
  childBirthday: '2022-04-01',
  groupId: '0b0f3c52-9a43-4b1e-8c1e-2f4a8e1b7c3d',
};

describe('the sign-up request', () => {
  it('takes names as people type them, trimmed', () => {
    expect(signupRequestSchema.parse({ ...request, firstName: ' 花子 ' }).firstName).toBe('花子');
  });

  it.each([
    ['a NUL byte', 'first\u0000name'],
    ['a line break', '花\n子'],
    ['a zero-width space', '\u200b'],
    ['a zero-width space inside', '花\u200b子'],
  ])('refuses %s in a name with a Japanese message', (_what, firstName) => {
    const result = signupRequestSchema.safeParse({ ...request, firstName });
    expect(result.error?.issues[0]?.message).toBe('改行や制御文字、目に見えない文字は使用できません。');
  });

  it('refuses an empty name and a nickname with control characters', () => {
    expect(signupRequestSchema.safeParse({ ...request, lastName: '  ' }).success).toBe(false);
    expect(signupRequestSchema.safeParse({ ...request, childNickname: 'a\u0007' }).success).toBe(false);
  });
});
