import { describe, expect, it } from 'vitest';
import { normalizeChildName, sameNameAndBirthday } from './same-child.ts';

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
