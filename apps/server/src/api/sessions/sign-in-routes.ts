import { accessTokenResponseSchema, type LoginRequest, loginRequestSchema } from '@hibi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { IssuedSession } from '../../auth/token-families.ts';
import type { AppContext } from '../../context.ts';
import { rateLimitHooks } from '../../http/rate-limit.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';

/** What one kind of account (guardians or staff) brings to the shared sign-in wiring. */
export type SignInKind = {
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
 * The handlers of login, refreshToken and logout. Guardians and staff share them but never a
 * session: each passes its own service and cookies (decision 0025).
 */
export function signInHandlers(kind: SignInKind) {
  const { sessions, cookies } = kind;
  return {
    async login(request: { body: LoginRequest }, reply: FastifyReply) {
      const session = await sessions.login(request.body.email, request.body.password);
      cookies.set(reply, session);
      kind.onLogin?.(reply, request.body.email);
      return { accessToken: session.accessToken };
    },
    async refresh(request: FastifyRequest, reply: FastifyReply) {
      try {
        const session = await sessions.refresh(cookies.read(request));
        cookies.set(reply, session);
        return { accessToken: session.accessToken };
      } catch (error) {
        cookies.clear(reply);
        throw error;
      }
    },
    async logout(request: FastifyRequest, reply: FastifyReply) {
      await sessions.logout(cookies.read(request));
      cookies.clear(reply);
      kind.onLogout?.(reply);
      return {};
    },
  };
}

/**
 * PREFIX/login, PREFIX/refreshToken and PREFIX/logout registered by hand, for the staff's kind
 * until the console's session calls are endpoints of the contract (the guardians' are: sessionRoutes).
 */
export function signInRoutes(
  app: ApiInstance,
  context: AppContext,
  kind: SignInKind & { prefix: string; tags: string[] },
) {
  const { prefix, tags } = kind;
  const handlers = signInHandlers(kind);
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
    handlers.login,
  );
  app.post(
    `${prefix}/refreshToken`,
    { schema: { tags, response: { 200: accessTokenResponseSchema, ...errorResponses } } },
    handlers.refresh,
  );
  app.post(`${prefix}/logout`, { schema: { tags, response: { 200: z.object({}) } } }, handlers.logout);
}
