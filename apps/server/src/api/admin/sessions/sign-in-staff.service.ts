import { dummyHash, verifyPassword } from '../../../auth/passwords.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { staffRepository } from '../../../repositories/staff.repository.ts';
import { staffTokenFamily } from './staff-token-family.ts';

const loginFailed = 'メールアドレスまたはパスワードが正しくありません。';

/** The console and the upload CLI sign in here: a new staff token family, in the audit log. */
export async function signInStaff(context: AppContext, email: string, password: string) {
  const { db } = context.database;
  const staff = await staffRepository(db).findByEmail(email);
  const valid = await verifyPassword(staff?.passwordHash ?? (await dummyHash), password);
  if (!staff || !valid) throw new AppError('unauthenticated', loginFailed);
  await auditLogRepository(db).byStaff(staff.id, 'staff.login', ['staff_account', staff.id]);
  return staffTokenFamily(context).issue(staff.id);
}
