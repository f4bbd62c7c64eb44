import type { ApprovalReference } from '@hibi/contract';
import { describe, expect, it } from 'vitest';
import { fullName, slashDate } from '../admin/admin-text';
import { badgesOf, familyText, rejectedOn, sameChildReason, waitingFor } from './approval-text';

const photo = (verdict: ApprovalReference['verdict']): ApprovalReference => ({
  referenceId: '00000000-0000-4000-8000-000000000001',
  url: '/media/x',
  verdict,
  reason: null,
  faceCount: null,
  faces: [],
});
const lookAlike = {
  childId: '00000000-0000-4000-8000-000000000002',
  childName: '日比 花',
  birthday: '2021-04-02',
  className: null,
  familyId: '00000000-0000-4000-8000-0000000000f2',
  guardians: [],
  sameFamily: false,
  similarity: 0.92,
  thumbnailUrl: null,
  thumbnailFace: null,
};

describe('approval texts', () => {
  it('says how long a request has waited in minutes, hours, then days', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    expect(waitingFor('2026-06-10T11:55:00Z', now)).toBe('5分');
    expect(waitingFor('2026-06-10T07:00:00Z', now)).toBe('5時間');
    expect(waitingFor('2026-06-08T13:00:00Z', now)).toBe('47時間');
    expect(waitingFor('2026-06-07T12:00:00Z', now)).toBe('3日');
    expect(waitingFor('2026-06-10T12:01:00Z', now)).toBe('0分');
  });

  it('writes names family name first and dates with slashes', () => {
    expect(fullName({ lastName: '日比', firstName: '花子' })).toBe('日比 花子');
    expect(fullName({ lastName: null, firstName: null })).toBe('（未入力）');
    expect(slashDate('2023-05-10')).toBe('2023/05/10');
  });

  it('badges a request without a usable face, with refused or unchecked photos, or with a look-alike', () => {
    expect(badgesOf({ references: [photo('usable')], lookAlikes: [] })).toEqual([]);
    expect(badgesOf({ references: [], lookAlikes: [] }).map((b) => b.kind)).toEqual(['faces']);
    expect(badgesOf({ references: [photo('usable'), photo('no_face')], lookAlikes: [] })).toEqual([
      { kind: 'faces', text: '顔を確認できない写真があります' },
    ]);
    expect(badgesOf({ references: [photo('checking')], lookAlikes: [lookAlike] }).map((b) => b.kind)).toEqual(
      ['faces', 'checking', 'look-alike'],
    );
  });

  it('names the family of the same child by its guardians, and says why it is taken for her', () => {
    const parents = [
      { guardianId: '00000000-0000-4000-8000-0000000000a1', lastName: '日比', firstName: '陽子' },
      { guardianId: '00000000-0000-4000-8000-0000000000a2', lastName: '日比', firstName: '健' },
    ];
    expect(familyText({ guardians: parents })).toBe('日比 陽子さん・日比 健さんのご家族');
    expect(familyText({ guardians: [] })).toBe('ご家族');
    expect(sameChildReason({ matchedBy: ['name_and_birthday'], similarity: null })).toBe(
      'お名前と生年月日が同じです',
    );
    expect(sameChildReason({ matchedBy: ['faces'], similarity: 0.951 })).toBe(
      '参照写真の顔がほぼ同じです（類似度 95%）',
    );
    expect(sameChildReason({ matchedBy: ['name_and_birthday', 'faces'], similarity: 0.94 })).toBe(
      'お名前と生年月日が同じで、顔もほぼ同じです（類似度 94%）',
    );
    const same = {
      childId: lookAlike.childId,
      lastName: '日比',
      firstName: 'はな',
      birthday: '2022-05-14',
      className: null,
      matchedBy: ['faces' as const],
      similarity: 0.95,
      familyId: '00000000-0000-4000-8000-0000000000f1',
      guardians: parents,
    };
    expect(badgesOf({ references: [photo('usable')], lookAlikes: [], sameChild: same })).toEqual([
      { kind: 'same-child', text: '登録済みのお子さまと同じ可能性' },
    ]);
  });
});

describe('rejectedOn', () => {
  it('is the Tokyo date of the refusal, slashed', () => {
    expect(rejectedOn('2026-04-30T15:30:00.000Z')).toBe('2026/05/01');
    expect(rejectedOn('2026-04-30T14:59:00.000Z')).toBe('2026/04/30');
  });
});
