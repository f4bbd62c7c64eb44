import { randomUUID } from 'node:crypto';
import { createAccessTokens } from '../../auth/access-token.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import { staffRepository } from '../../repositories/staff.repository.ts';

/**
 * A staff member's short-lived access token, for the upload CLI and the console to come. No
 * refresh token yet: a caller signs in again when the token expires.
 */
export function staffLoginService(context: AppContext) {
  const tokens = createAccessTokens(context.settings.SESSION_SECRET);
  const { db } = context.database;

  return async function logIn(email: string, password: string) {
    const staff = await staffRepository(db).findByEmail(email);
    if (!staff || !(await verifyPassword(staff.passwordHash, password))) {
      throw new AppError('unauthenticated', 'メールアドレスまたはパスワードが正しくありません。');
    }
    await auditLogRepository(db).record({
      actorKind: 'staff',
      actorId: staff.id,
      action: 'staff.login',
      targetType: 'staff_account',
      targetId: staff.id,
    });
    const subject = { kind: 'staff' as const, id: staff.id, sessionId: randomUUID() };
    return { accessToken: await tokens.sign(subject, context.now()) };
  };
}
