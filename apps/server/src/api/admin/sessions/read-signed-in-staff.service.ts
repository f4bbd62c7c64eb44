import type { StaffMeResponse } from '@hibi/contract';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { staffRepository } from '../../../repositories/staff.repository.ts';

/** Who is signed in to the console, and the facility they work for. */
export async function readSignedInStaff(context: AppContext, staffId: string): Promise<StaffMeResponse> {
  const profile = await staffRepository(context.database.db).findProfile(staffId);
  if (!profile) throw new AppError('unauthenticated', 'スタッフとしてのログインが必要です。');
  return profile;
}
