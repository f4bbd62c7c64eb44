import { describe, expect, it } from 'vitest';
import { type FamilyAction, familyMay } from './family-permissions.ts';

const managing: FamilyAction[] = [
  'invite',
  'removeMembers',
  'managePlan',
  'referencePhotos',
  'withdrawFamily',
];
const sharing: FamilyAction[] = ['view', 'save', 'returnPhoto', 'notifications', 'leave'];

describe('family roles', () => {
  it('let a 保護者 do everything', () => {
    for (const action of [...managing, ...sharing]) expect(familyMay('guardian', action), action).toBe(true);
  });

  it('let a 家族 view, save, return a photo, set their own mail and leave, nothing more', () => {
    for (const action of sharing) expect(familyMay('member', action), action).toBe(true);
    for (const action of managing) expect(familyMay('member', action), action).toBe(false);
  });
});
