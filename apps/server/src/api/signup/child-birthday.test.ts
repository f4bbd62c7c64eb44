import { describe, expect, it } from 'vitest';
import { childBirthdayProblem } from './child-birthday.ts';

describe("a child's birthday", () => {
  it('may be today or up to 18 years back', () => {
    expect(childBirthdayProblem('2026-11-22', '2026-11-22')).toBeNull();
    expect(childBirthdayProblem('2008-11-22', '2026-11-22')).toBeNull();
  });

  it('is refused in the future or too far back, naming the field', () => {
    expect(childBirthdayProblem('2026-11-23', '2026-11-22')).toBe(
      'お子さまの生年月日: 未来の日付は指定できません。',
    );
    expect(childBirthdayProblem('2008-11-21', '2026-11-22')).toBe(
      'お子さまの生年月日: 日付をご確認ください。',
    );
  });
});
