import { createAccessTokens } from '../../../auth/access-token.ts';
import { dummyHash, verifyPassword } from '../../../auth/passwords.ts';
import { tokenFamilies } from '../../../auth/token-families.ts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors/app-error.ts';
import { auditLogRepository } from '../../../repositories/audit-log.repository.ts';
import { staffRepository } from '../../../repositories/staff.repository.ts';

const loginFailed = 'メールアドレスまたはパスワードが正しくありません。';

/**
 * Staff sessions, on the guardians' rules (token-families.ts) but their own token family kind:
 * the console and the upload CLI sign in here; the console renews with the refresh cookie.
 */
export function staffSessionService(context: AppContext) {
  const families = tokenFamilies(context, 'staff', createAccessTokens(context.settings.SESSION_SECRET));
  const { db } = context.database;

  return {
    issue: families.issue,
    refresh: families.refresh,
    logout: families.logout,

    async login(email: string, password: string) {
      const staff = await staffRepository(db).findByEmail(email);
      const valid = await verifyPassword(staff?.passwordHash ?? (await dummyHash), password);
      if (!staff || !valid) throw new AppError('unauthenticated', loginFailed);
      await auditLogRepository(db).record({
        actorKind: 'staff',
        actorId: staff.id,
        action: 'staff.login',
        targetType: 'staff_account',
        targetId: staff.id,
      });
      return families.issue(staff.id);
    },

    async me(staffId: string) {
      const profile = await staffRepository(db).findProfile(staffId);
      if (!profile) throw new AppError('unauthenticated', 'スタッフとしてのログインが必要です。');
      return profile;
    },
  };
}
