import { type MailingServer, mailsTo } from './outbox.ts';

/** Calls of the admin API with a Bearer token (or none), JSON in and out. */
export function adminApi(serverUrl: string, token: string | null) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    fetch(`${serverUrl}/api/admin${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/** The invitation link of the latest invitation mail to `email` (from the test server's outbox). */
export async function invitationLinkOf(server: MailingServer, email: string): Promise<string> {
  const mail = (await mailsTo(server, email)).findLast((each) => each.subject.includes('管理画面へのご招待'));
  const link = mail?.text.match(/https?:\/\/\S+\/admin\/invite\/\?token=\S+/)?.[0];
  if (!link) throw new Error(`no invitation mail to ${email}`);
  return link;
}

/** The token of an invitation link. */
export const invitationTokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
