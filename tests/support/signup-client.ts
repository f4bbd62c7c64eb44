import { children, eq, guardians, notificationPreferences, referenceImages } from '@hibi/db';
import { expect } from 'vitest';
import { mailsTo } from './outbox.ts';
import type { TestServer } from './test-server.ts';
import { postUpload, type Ticket, type UploadFile } from './uploads.ts';

/** A password that meets the rule (letters and digits, 8 or more). */
export const signupPassword = 'hibi-signup-9';

export type SignedUp = { userId: string; token: string };
export type ReferenceTicket = Ticket & { referenceId: string };

let sequence = 0;
/** A fresh address for each sign-up, so tests never meet each other's accounts. */
export function newAddress(): string {
  sequence += 1;
  return `signup${sequence}-${Date.now()}@example.jp`;
}

/** The request body of create/request, with a child at the given facility. */
export function requestBody(groupId: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: '花子',
    lastName: '日比',
    childFirstName: 'たろう',
    childLastName: '日比',
    childNickname: 'たろちゃん',
    childBirthday: '2023-05-10',
    groupId,
    optouts: ['news'],
    ...overrides,
  };
}

/** The sign-up calls of specification §7 against a test server, as the browser makes them. */
export function signupClient(server: TestServer) {
  async function call(method: 'POST' | 'PUT', path: string, body?: unknown, token?: string) {
    return fetch(`${server.url}/api/users/${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  const client = {
    call,
    init: (email: string, password = signupPassword) => call('POST', 'create/init', { email, password }),
    auth: (email: string, code: string) => call('POST', 'create/auth', { email, code }),
    /** The codes mailed to the address, oldest first, read from the outbox's .eml files once sent. */
    async mailedCodes(email: string): Promise<string[]> {
      const mails = await mailsTo(server, email);
      return mails.map((mail) => /認証コード: (\d{6})/.exec(mail.text)?.[1] ?? 'no code in the mail');
    },
    async latestCode(email: string): Promise<string> {
      return (await client.mailedCodes(email)).at(-1) ?? 'no code mailed';
    },
    /** init, then auth with the mailed code: a verified guardian, signed in. */
    async verifiedGuardian(email = newAddress()): Promise<SignedUp> {
      if ((await client.init(email)).status !== 200) throw new Error('init failed');
      const response = await client.auth(email, await client.latestCode(email));
      if (response.status !== 200) throw new Error(`auth failed: ${response.status}`);
      const { accessToken } = (await response.json()) as { accessToken: string };
      const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
      return { userId: payload.sub as string, token: accessToken };
    },
    request: (who: SignedUp, body: unknown) => call('POST', `${who.userId}/create/request`, body, who.token),
    rerequest: (who: SignedUp) => call('POST', `${who.userId}/create/rerequest`, undefined, who.token),
    finalize: (who: SignedUp) => call('PUT', `${who.userId}/create/request`, {}, who.token),
    register: (who: SignedUp, targetReferenceIds: string[]) =>
      call('PUT', `${who.userId}/childReferenceImage`, { targetReferenceIds }, who.token),
    /** A verified guardian (a new one unless given) who sent the request: their tickets. */
    async requested(groupId: string, who?: SignedUp) {
      const guardian = who ?? (await client.verifiedGuardian());
      return {
        guardian,
        tickets: await client.tickets(await client.request(guardian, requestBody(groupId))),
      };
    },
    /** Posts the file to each ticket, as the browser does; each must answer 204. */
    async uploadAll(tickets: Ticket[], file: UploadFile) {
      for (const ticket of tickets) expect((await postUpload(server.url, ticket, file)).status).toBe(204);
    },
    /** Everything a sign-up step can change for one guardian, read from the database. */
    async stateOf(who: SignedUp) {
      const db = server.database.db;
      const [guardian] = await db.select().from(guardians).where(eq(guardians.id, who.userId));
      const kids = await db.select().from(children).where(eq(children.guardianId, who.userId));
      const images = kids[0]
        ? await db.select().from(referenceImages).where(eq(referenceImages.childId, kids[0].id))
        : [];
      const optouts = await db
        .select()
        .from(notificationPreferences)
        .where(eq(notificationPreferences.guardianId, who.userId));
      return { guardian, kids, images, optouts };
    },
    /** A refused call: the status, its message in the API's shape, and nothing changed. */
    async expectRefused(
      who: SignedUp,
      call: () => Promise<Response>,
      status: number,
      message: string | RegExp,
    ) {
      const before = await client.stateOf(who);
      const response = await call();
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({
        statusCode: status,
        message: typeof message === 'string' ? message : expect.stringMatching(message),
      });
      expect(await client.stateOf(who)).toEqual(before);
    },
    /** create/request (or rerequest) answered 200: its tickets. */
    async tickets(response: Response): Promise<ReferenceTicket[]> {
      if (response.status !== 200) throw new Error(`no tickets: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { userReferenceMediaList: ReferenceTicket[] })
        .userReferenceMediaList;
    },
  };
  return client;
}
