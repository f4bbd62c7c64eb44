import type { FamilyStanding } from '@hibi/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { familyMembershipRepository } from '../../repositories/family-membership.repository.ts';

/** The signed-in person's role in their family and since when: the app's menus follow it. */
export async function readStanding(context: AppContext, guardianId: string): Promise<FamilyStanding> {
  const standing = await familyMembershipRepository(context.database.db).standingOf(guardianId);
  if (!standing) throw new AppError('unauthenticated', 'ログインが必要です。');
  return { role: standing.role, joinedAt: standing.joinedAt.toISOString() };
}
