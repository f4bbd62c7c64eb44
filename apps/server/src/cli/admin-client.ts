// The staff calls of the server over HTTP, as the admin CLI (and later the console) makes them.

import type {
  AdminUploadTicket,
  failedJobsResponseSchema,
  MergeEnrolmentAnswer,
  ReviewResponse,
  rejectGuardianResponseSchema,
} from '@hibi/contract';
import type { z } from 'zod';
import { appErrorOfAnswer } from '../http/error-handlers.ts';

/** One upload ticket of POST /api/admin/uploads, with the file name it is for. */
export type Ticket = AdminUploadTicket;

/** A refused call as the AppError the server threw, so callers can tell refusals apart by code. */
const refused = (response: Response, message: string) =>
  appErrorOfAnswer({ statusCode: response.status, message });

export function adminClient(baseUrl: string, credentials: { email: string; password: string }) {
  let token: string | null = null;

  /** POSTs the body as JSON; without one it GETs. */
  async function call<T>(path: string, body?: unknown, retried = false): Promise<T> {
    token ??= await login();
    const post = body !== undefined;
    const response = await fetch(new URL(path, baseUrl), {
      method: post ? 'POST' : 'GET',
      headers: { ...(post && { 'content-type': 'application/json' }), authorization: `Bearer ${token}` },
      body: post ? JSON.stringify(body) : null,
    });
    // Access tokens live five minutes; a long upload signs in again once.
    if (response.status === 401 && !retried) {
      token = null;
      return call(path, body, true);
    }
    const answer = (await response.json().catch(() => ({}))) as T & { message?: string };
    if (!response.ok) throw refused(response, `${path}: ${answer.message ?? response.status}`);
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
      throw refused(response, `ログインできませんでした: ${answer.message ?? response.status}`);
    return answer.accessToken;
  }

  return {
    tickets: (facilityCode: string, files: { name: string; contentType: string; size: number }[]) =>
      call<{ tickets: Ticket[] }>('/api/admin/uploads', { facilityCode, files }),
    complete: (facilityCode: string, keys: string[], names?: Record<string, string>) =>
      call<{ queued: string[]; missing: string[] }>('/api/admin/uploads/complete', {
        facilityCode,
        keys,
        ...(names ? { names } : {}),
      }),
    approve: (email: string, reason?: string) =>
      call<{ userId: string }>('/api/admin/guardians/approve', reason ? { email, reason } : { email }),
    join: (email: string, childId: string) =>
      call<{ userId: string; familyId: string }>('/api/admin/guardians/join', { email, childId }),
    merge: (childId: string, intoChildId: string) =>
      call<MergeEnrolmentAnswer>(`/api/admin/children/${encodeURIComponent(childId)}/merge`, { intoChildId }),
    reject: (email: string, reason: string) =>
      call<z.infer<typeof rejectGuardianResponseSchema>>('/api/admin/guardians/reject', { email, reason }),
    withdraw: (email: string) =>
      call<{ userId: string; children: number }>('/api/admin/guardians/withdraw', { email }),
    review: (limit = 100) => call<ReviewResponse>(`/api/admin/review?limit=${limit}`),
    failedJobs: (limit = 100) =>
      call<z.infer<typeof failedJobsResponseSchema>>(`/api/admin/jobs/failed?limit=${limit}`),
    retryJob: (jobId: string) =>
      call<{ retried: true }>(`/api/admin/jobs/failed/${encodeURIComponent(jobId)}/retry`, {}),
    /** POSTs one file with its ticket to the server's /storage/upload, as a browser would (any storage). */
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
        throw refused(response, `${ticket.name}: アップロードに失敗しました (${response.status})`);
    },
  };
}

export type AdminClient = ReturnType<typeof adminClient>;
