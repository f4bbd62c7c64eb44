import { randomUUID } from 'node:crypto';
import { accessTokenResponseSchema, loginRequestSchema } from '@hibi/contract';
import { eq, normalizeEmail, staffAccounts } from '@hibi/db';
import { createAccessTokens } from '../../auth/access-token.ts';
import { verifyPassword } from '../../auth/passwords.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import { auditLogRepository } from '../../repositories/audit-log.repository.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';

/**
 * POST /api/admin/login: a staff member's short-lived access token, for the upload CLI and the
 * console to come. No refresh token yet: a caller signs in again when the token expires.
 */
export function adminLoginRoutes(app: ApiInstance, context: AppContext) {
  const tokens = createAccessTokens(context.settings.SESSION_SECRET);
  app.post(
    '/admin/login',
    {
      ...rateLimitHooks(context, 'login'),
      schema: {
        tags: ['admin'],
        body: loginRequestSchema,
        response: { 200: accessTokenResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { db } = context.database;
      const [staff] = await db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.email, normalizeEmail(request.body.email)));
      if (!staff || !(await verifyPassword(staff.passwordHash, request.body.password))) {
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
    },
  );
}
