import { describe, expect, it } from 'vitest';
import {
  FAMILY_INVITATION_DAYS,
  FAMILY_MEMBER_LIMIT,
  hasRoomToInvite,
  hasRoomToJoin,
  invitationExpiresAt,
  invitationState,
} from './invitations.ts';

const created = new Date('2026-11-27T03:00:00Z');
const open = { expiresAt: invitationExpiresAt(created), acceptedAt: null, revokedAt: null };

describe('family invitations', () => {
  it('live seven days to the millisecond', () => {
    expect(FAMILY_INVITATION_DAYS).toBe(7);
    expect(open.expiresAt.toISOString()).toBe('2026-12-04T03:00:00.000Z');
    expect(invitationState(open, new Date('2026-12-04T02:59:59.999Z'))).toBe('open');
    expect(invitationState(open, open.expiresAt)).toBe('expired');
  });

  it('are single use and revocable; what happened first is the answer', () => {
    const later = new Date('2026-12-10T00:00:00Z');
    expect(invitationState({ ...open, acceptedAt: created }, created)).toBe('used');
    expect(invitationState({ ...open, acceptedAt: created }, later)).toBe('used');
    expect(invitationState({ ...open, revokedAt: created }, created)).toBe('revoked');
  });

  it('keep a family within ten people, counting the links still open', () => {
    expect(FAMILY_MEMBER_LIMIT).toBe(10);
    expect(hasRoomToInvite(1, 0)).toBe(true);
    expect(hasRoomToInvite(9, 0)).toBe(true);
    expect(hasRoomToInvite(8, 2)).toBe(false);
    expect(hasRoomToInvite(10, 0)).toBe(false);
    expect(hasRoomToJoin(9)).toBe(true);
    expect(hasRoomToJoin(10)).toBe(false);
  });
});
