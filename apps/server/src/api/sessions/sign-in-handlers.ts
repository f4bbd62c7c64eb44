import type { LoginRequest } from '@hibi/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from '../../auth/token-families.ts';

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
