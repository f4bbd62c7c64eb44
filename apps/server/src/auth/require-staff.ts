import type { StaffAccount } from '@hibi/db';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { staffRepository } from '../repositories/staff.repository.ts';
import { createAccessTokens } from './access-token.ts';
import { bearerSubject } from './authenticate.ts';
import { sessionCheck } from './session-check.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff account, set by requireStaff. */
    staff: StaffAccount;
  }
}

/**
 * The onRequest hook of every staff call: a Bearer access token of kind 'staff', whose session
 * stands, for an existing account. It runs before the body is parsed and validated, so a caller
 * without a staff session learns nothing of the console's inputs: 401 before any 400.
 */
export function requireStaff(context: AppContext) {
  const tokens = createAccessTokens(context.settings.SESSION_SECRET);
  const staffAccounts = staffRepository(context.database.db);
  const sessionStands = sessionCheck(context);
  return async function requireStaffAccount(request: FastifyRequest) {
    const subject = await bearerSubject(request, tokens, context.now(), sessionStands);
    const staff = subject?.kind === 'staff' ? await staffAccounts.findById(subject.id) : undefined;
    if (!staff) throw new AppError('unauthenticated', 'スタッフとしてのログインが必要です。');
    request.staff = staff;
  };
}

/** The onRequest hooks of an operators-only call; facility staff get 403 with `refusal`. */
export function requireOperator(context: AppContext, refusal: string) {
  return [
    requireStaff(context),
    async (request: FastifyRequest) => {
      if (request.staff.role !== 'operator') throw new AppError('forbidden', refusal);
    },
  ];
}

const otherFacility = 'この施設の情報にアクセスする権限がありません。';

/**
 * The facilities a staff member may see: every one for operators (null), their own for facility
 * staff. Every admin query filters by it, so one facility's staff never reach another's data.
 */
export function facilityScopeOf(staff: Pick<StaffAccount, 'role' | 'facilityId'>): string | null {
  return staff.role === 'operator' ? null : (staff.facilityId ?? '');
}

/** 403 unless the staff member may work on this facility. */
export function assertFacilityAccess(staff: Pick<StaffAccount, 'role' | 'facilityId'>, facilityId: string) {
  const scope = facilityScopeOf(staff);
  if (scope !== null && scope !== facilityId) throw new AppError('forbidden', otherFacility);
}
