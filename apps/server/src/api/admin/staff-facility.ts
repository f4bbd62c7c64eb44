import { eq, facilities, type StaffAccount } from '@hibi/db';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';

/** The facility a staff member names by code; operators reach every facility, staff only their own. */
export async function facilityForStaff(context: AppContext, staff: StaffAccount, code: string) {
  const [facility] = await context.database.db.select().from(facilities).where(eq(facilities.code, code));
  if (!facility) throw new AppError('not_found', '指定された施設が見つかりません。');
  if (staff.role !== 'operator' && staff.facilityId !== facility.id) {
    throw new AppError('forbidden', 'この施設にアップロードする権限がありません。');
  }
  return facility;
}
