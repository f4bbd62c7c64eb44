import { loginAs } from './fixtures.ts';
import { newAddress, signupClient, signupPassword } from './signup-client.ts';
import type { TestServer } from './test-server.ts';

export type Caller = { userId: string; headers: Record<string, string> };
type Answer = { status: number; body: Record<string, unknown> };

/** The family calls of decision 0038 against a test server, as the browser makes them. */
export function familyClient(server: TestServer) {
  async function call(method: string, path: string, who?: Caller, body?: unknown): Promise<Answer> {
    const response = await fetch(`${server.url}/api/${path}`, {
      method,
      headers: {
        ...(who?.headers ?? {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const signup = signupClient(server);

  const client = {
    call,
    async signIn(userId: string, email: string, password?: string): Promise<Caller> {
      return { userId, headers: (await loginAs(server.url, email, password)).headers };
    },
    /** A new invitation: its answer, and the token its link carries. */
    async invite(who: Caller, role: 'guardian' | 'member') {
      const answer = await call('POST', `users/${who.userId}/family/invitations`, who, { role });
      const url = String(answer.body.url ?? '');
      return { ...answer, token: /\/invite\/([^/]+)\/$/.exec(url)?.[1] ?? '' };
    },
    members: (who: Caller) => call('GET', `users/${who.userId}/family/members`, who),
    preview: (token: string) => call('GET', `invitations/${token}`),
    signup: (token: string, email: string) =>
      call('POST', `invitations/${token}/signup`, undefined, { email, password: signupPassword }),
    auth: (token: string, email: string, code: string) =>
      call('POST', `invitations/${token}/auth`, undefined, { email, code }),
    /** Opens the link: address and password, then the mailed code. A signed-in member, or the refusal. */
    async join(token: string, email = newAddress()): Promise<Caller & { email: string; answer: Answer }> {
      const started = await client.signup(token, email);
      if (started.status !== 200) return { userId: '', headers: {}, email, answer: started };
      const answer = await client.auth(token, email, await signup.latestCode(email));
      const accessToken = String(answer.body.accessToken ?? '');
      const payload = accessToken
        ? JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'))
        : {};
      return {
        userId: payload.sub ?? '',
        headers: { authorization: `Bearer ${accessToken}` },
        email,
        answer,
      };
    },
  };
  return client;
}
