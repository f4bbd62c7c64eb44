import { normalizeEmail, type Transaction } from '@hibi/db';
import { FAMILY_MEMBER_LIMIT, familyRoleNames, hasRoomToJoin } from '@hibi/domain';
import { guardianSessions, type IssuedSession } from '../../auth/guardian-sessions.ts';
import { oneTimeCodeService } from '../../auth/one-time-codes.ts';
import { hashRefreshToken } from '../../auth/refresh-token-value.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { queueMail } from '../../mail/queue-mail.ts';
import { memberJoinedMail } from '../../mail/templates/member-joined.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';
import { guardianRepository } from '../../repositories/guardian.repository.ts';
import { codeRefused } from '../signup/signup-account.ts';
import { assertSignupStep } from '../signup/signup-step.ts';
import { familyInvitationRepository } from './family-invitation.repository.ts';
import { assertOpenInvitation } from './invitation-state.ts';
import { recordJoin } from './record-join.ts';

/**
 * Step 2 of joining by invitation: the mailed code proves the address, and in one transaction the
 * account joins the family with the invitation's role, approved without reference photos or an
 * operator (the inviting 保護者 vouches), and the invitation is used. Then it is signed in.
 */
export async function acceptInvitation(
  context: AppContext,
  token: string,
  email: string,
  code: string,
): Promise<IssuedSession> {
  const { db } = context.database;
  const tokenHash = hashRefreshToken(token);
  const found = await familyInvitationRepository(db).findByTokenHash(tokenHash);
  assertOpenInvitation(found?.invitation, context.now());
  const guardian = await guardianRepository(db).findByEmail(normalizeEmail(email));
  if (!guardian) throw new AppError('invalid_input', codeRefused.missing);
  assertSignupStep(guardian, 'auth');
  const check = await oneTimeCodeService(db, context.settings.SESSION_SECRET, context.now).check(
    guardian.id,
    'signup',
    code,
  );
  if (check !== 'ok') throw new AppError('invalid_input', codeRefused[check]);
  await db.transaction(async (tx) => {
    const inviter = await join(tx, context.now(), tokenHash, guardian.id);
    // The 保護者 who invited learns that the link was used, and by which address (issue 44).
    if (inviter)
      await queueMail(
        context.jobs,
        memberJoinedMail({
          to: inviter.email,
          name: inviter,
          publicUrl: context.settings.PUBLIC_URL,
          joinedEmail: guardian.email,
          roleName: familyRoleNames[found?.invitation.role ?? 'member'],
        }),
        { transaction: tx, key: `member-joined:${guardian.id}` },
      );
  });
  return guardianSessions(context).issue(guardian.id);
}

/** Joins the family; answers the inviting guardian, when still there. */
async function join(tx: Transaction, now: Date, tokenHash: string, guardianId: string) {
  const invitations = familyInvitationRepository(tx);
  const invitation = await invitations.lockByTokenHash(tokenHash);
  assertOpenInvitation(invitation, now);
  const memberships = familyMembershipRepository(tx);
  await memberships.lockFamily(invitation.familyId);
  if (!hasRoomToJoin(await memberships.countMembers(invitation.familyId)))
    throw new AppError('conflict', `ご家族は${FAMILY_MEMBER_LIMIT}人までです。招待した方にご相談ください。`);
  const guardians = guardianRepository(tx);
  assertSignupStep(await guardians.findByIdForUpdate(guardianId), 'auth');
  const inviter = invitation.invitedBy ? await guardians.findById(invitation.invitedBy) : undefined;
  await memberships.moveTo(guardianId, invitation.familyId, invitation.role);
  // The family's plan, not a fresh one: the inviter's account type and trial start (decision 0038).
  await guardians.approve(guardianId, inviter?.approvedAt ?? now, inviter?.subscriptionType ?? 'free');
  await invitations.markAccepted(invitation.id, guardianId, now);
  await recordJoin(tx, guardianId, invitation);
  return inviter;
}
