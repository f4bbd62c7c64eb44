import { accessTokenResponseSchema, loginRequestSchema } from '@hibi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IssuedSession } from '../../auth/token-families.ts';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';

/** What one kind of account (guardians or staff) brings to the shared sign-in wiring. */
export type SignInKind = {
  /** `/users` or `/admin`; each kind's refresh cookie is scoped to its own prefix. */
  prefix: string;
  tags: string[];
  sessions: {
    login(email: string, password: string): Promise<IssuedSession>;
    refresh(token: string | undefined): Promise<IssuedSession>;
    logout(token: string | undefined): Promise<unknown>;
  };
  cookies: {
    set(reply: FastifyReply, session: IssuedSession): void;
    clear(reply: FastifyReply): void;
    read(request: FastifyRequest): string | undefined;
  };
  /** After a successful sign-in, before answering. */
  onLogin?(reply: FastifyReply, email: string): void;
  /** After a sign-out, before answering. */
  onLogout?(reply: FastifyReply): void;
};

/**
 * PREFIX/login, PREFIX/refreshToken and PREFIX/logout. Guardians and staff share this wiring
 * but never a session: each passes its own service and cookies (decision 0025).
 */
export function signInRoutes(app: ApiInstance, context: AppContext, kind: SignInKind) {
  const { prefix, tags, sessions, cookies } = kind;

  app.post(
    `${prefix}/login`,
    {
      ...rateLimitHooks(context, 'login'),
      schema: {
        tags,
        body: loginRequestSchema,
        response: { 200: accessTokenResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await sessions.login(request.body.email, request.body.password);
      cookies.set(reply, session);
      kind.onLogin?.(reply, request.body.email);
      return { accessToken: session.accessToken };
    },
  );

  app.post(
    `${prefix}/refreshToken`,
    { schema: { tags, response: { 200: accessTokenResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      try {
        const session = await sessions.refresh(cookies.read(request));
        cookies.set(reply, session);
        return { accessToken: session.accessToken };
      } catch (error) {
        cookies.clear(reply);
        throw error;
      }
    },
  );

  app.post(
    `${prefix}/logout`,
    { schema: { tags, response: { 200: z.object({}) } } },
    async (request, reply) => {
      await sessions.logout(cookies.read(request));
      cookies.clear(reply);
      kind.onLogout?.(reply);
      return {};
    },
  );
}
