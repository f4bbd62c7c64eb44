import { describe, expect, it } from 'vitest';
import { maxChildrenPerFamily, siblingProblem } from './siblings.ts';

const hana = { lastName: '山田', firstName: 'はな', birthday: '2021-04-02' };
const sora = { lastName: '山田', firstName: 'そら', birthday: '2023-01-15' };

describe('siblingProblem', () => {
  it('lets a brother or sister join a family with room', () => {
    expect(siblingProblem([hana], sora)).toBeUndefined();
  });

  it('refuses the child the family already has, however the name is typed', () => {
    expect(siblingProblem([hana], { ...hana, firstName: 'ハナ' })).toBe('already_in_family');
    expect(siblingProblem([hana], { ...hana, lastName: '山田 ' })).toBe('already_in_family');
  });

  it('tells twins apart by name, though they share a birthday', () => {
    expect(siblingProblem([hana], { ...hana, firstName: 'あお' })).toBeUndefined();
  });

  it('stops at the cap', () => {
    const family = Array.from({ length: maxChildrenPerFamily }, (_, index) => ({
      ...sora,
      firstName: `子${index}`,
    }));
    expect(siblingProblem(family, hana)).toBe('family_full');
    expect(siblingProblem(family.slice(1), hana)).toBeUndefined();
  });
});
