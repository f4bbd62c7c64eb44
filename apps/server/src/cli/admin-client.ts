// The staff calls of the server over HTTP, as the admin CLI (and later the console) makes them.

export type Ticket = {
  name: string;
  url: string;
  key: string;
  AWSAccessKeyId: string;
  policy: string;
  signature: string;
  xAmzSecurityToken?: string;
};

export class AdminCallError extends Error {}

export function adminClient(baseUrl: string, credentials: { email: string; password: string }) {
  let token: string | null = null;

  async function call<T>(path: string, body: unknown, retried = false): Promise<T> {
    token ??= await login();
    const response = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    // Access tokens live five minutes; a long upload signs in again once.
    if (response.status === 401 && !retried) {
      token = null;
      return call(path, body, true);
    }
    const answer = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (!response.ok) throw new AdminCallError(`${path}: ${answer.message ?? response.status}`);
    return answer;
  }

  async function login(): Promise<string> {
    const response = await fetch(new URL('/api/admin/login', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const answer = (await response.json().catch(() => ({}))) as { accessToken?: string; message?: string };
    if (!answer.accessToken)
      throw new AdminCallError(`ログインできませんでした: ${answer.message ?? response.status}`);
    return answer.accessToken;
  }

  return {
    tickets: (facilityCode: string, files: { name: string; contentType: string; size: number }[]) =>
      call<{ tickets: Ticket[] }>('/api/admin/uploads', { facilityCode, files }),
    complete: (facilityCode: string, keys: string[]) =>
      call<{ queued: string[]; missing: string[] }>('/api/admin/uploads/complete', { facilityCode, keys }),
    approve: (email: string) => call<{ userId: string }>('/api/admin/guardians/approve', { email }),
    /** POSTs one file to storage with its ticket, as a browser would (S3 or the embedded storage). */
    async upload(ticket: Ticket, bytes: Uint8Array, contentType: string) {
      const form = new FormData();
      form.append('key', ticket.key);
      form.append('AWSAccessKeyId', ticket.AWSAccessKeyId);
      form.append('policy', ticket.policy);
      form.append('signature', ticket.signature);
      if (ticket.xAmzSecurityToken) form.append('x-amz-security-token', ticket.xAmzSecurityToken);
      form.append('Content-Type', contentType);
      form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), ticket.name);
      const response = await fetch(new URL(ticket.url, baseUrl), { method: 'POST', body: form });
      if (!response.ok)
        throw new AdminCallError(`${ticket.name}: アップロードに失敗しました (${response.status})`);
    },
  };
}

export type AdminClient = ReturnType<typeof adminClient>;
