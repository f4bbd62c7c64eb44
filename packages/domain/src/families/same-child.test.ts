import { describe, expect, it } from 'vitest';
import { duplicateEnrolments, normalizeChildName, sameNameAndBirthday } from './same-child.ts';

describe('the same child enrolled twice', () => {
  it('compares names without width, spaces or kana script', () => {
    expect(normalizeChildName('日比 ', '　はな')).toBe(normalizeChildName('日比', 'はな'));
    expect(normalizeChildName('ヒビ', 'ハナ')).toBe(normalizeChildName('ひび', 'はな'));
    expect(normalizeChildName('ﾋﾋﾞ', 'ﾊﾅ')).toBe(normalizeChildName('ひび', 'はな'));
    expect(normalizeChildName('ＨＩＢＩ', 'Hana')).toBe(normalizeChildName('hibi', 'hana'));
    expect(normalizeChildName('日比', 'はな')).not.toBe(normalizeChildName('日比', 'はなこ'));
  });

  it('needs the same birthday as well as the same name', () => {
    const hana = { lastName: '日比', firstName: 'はな', birthday: '2022-05-14' };
    expect(sameNameAndBirthday(hana, { ...hana, lastName: '日比 ' })).toBe(true);
    expect(sameNameAndBirthday(hana, { ...hana, birthday: '2022-05-15' })).toBe(false);
    // Twins share a birthday, not a name.
    expect(sameNameAndBirthday(hana, { ...hana, firstName: 'ゆい' })).toBe(false);
  });
});

describe('duplicateEnrolments', () => {
  const child = (name: string, birthday: string, day: number) => ({
    lastName: '日比',
    firstName: name,
    birthday,
    approvedAt: new Date(Date.UTC(2026, 5, day)),
  });

  it('keeps the earlier approval and offers the later one for merging', () => {
    const mothers = child('えみ', '2022-05-14', 1);
    const fathers = child('エミ', '2022-05-14', 3);
    const brother = child('そら', '2024-01-02', 2);
    expect(duplicateEnrolments([fathers, brother, mothers])).toEqual([{ kept: mothers, merged: fathers }]);
  });

  it('pairs a third enrolment with the first kept, never twins born the same day with other names', () => {
    const a = child('えみ', '2022-05-14', 1);
    const b = child('えみ', '2022-05-14', 2);
    const c = child('えみ', '2022-05-14', 3);
    const twin = child('あみ', '2022-05-14', 4);
    expect(duplicateEnrolments([c, twin, b, a])).toEqual([
      { kept: a, merged: b },
      { kept: a, merged: c },
    ]);
  });
});
