import { describe, expect, it } from 'vitest';
import { classChanges } from './class-changes.ts';

const existing = [
  { id: 'a', name: 'ひよこ組', childCount: 2 },
  { id: 'b', name: 'うさぎ組', childCount: 0 },
];

describe('classChanges', () => {
  it('renames, reorders, adds and deletes empty classes', () => {
    const result = classChanges(existing, [{ name: 'ぱんだ組' }, { id: 'a', name: 'ひよこぐみ' }]);
    expect(result).toEqual({
      ok: true,
      insert: [{ name: 'ぱんだ組', position: 0 }],
      update: [{ id: 'a', name: 'ひよこぐみ', position: 1 }],
      remove: ['b'],
    });
  });

  it('refuses to delete a class with children', () => {
    expect(classChanges(existing, [{ id: 'b', name: 'うさぎ組' }])).toEqual({
      ok: false,
      reason: 'class-has-children',
      names: ['ひよこ組'],
    });
  });

  it('refuses a class of another facility', () => {
    expect(classChanges(existing, [{ id: 'zz', name: '他園' }, ...existing])).toMatchObject({
      ok: false,
      reason: 'unknown-class',
    });
  });
});
