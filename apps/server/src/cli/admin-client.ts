// The staff calls of the server over HTTP, as the admin CLI makes them: each one an endpoint of the
// contract (decision 0086), so the CLI cannot drift from the server's paths.

import type { AdminUploadTicket } from '@hibi/contract';
import {
  type AnswerOf,
  adminEnrolmentApi,
  adminGuardianApi,
  adminJobApi,
  adminReviewApi,
  adminSessionApi,
  adminUploadApi,
  type CallInput,
  type Endpoint,
  endpointUrl,
} from '@hibi/contract/api';
import { appErrorOfAnswer } from '../http/error-handlers.ts';

/** One upload ticket of POST /api/admin/uploads, with the file name it is for. */
export type Ticket = AdminUploadTicket;

/** A refused call as the AppError the server threw, so callers can tell refusals apart by code. */
const refused = (response: Response, message: string) =>
  appErrorOfAnswer({ statusCode: response.status, message });

export function adminClient(baseUrl: string, credentials: { email: string; password: string }) {
  let token: string | null = null;

  /** Calls one endpoint with the staff token; a body travels as JSON. */
  async function call<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    retried = false,
  ): Promise<AnswerOf<E>> {
    token ??= await login();
    const { params, query, body } = input as {
      params?: Record<string, string>;
      query?: Record<string, string | number>;
      body?: unknown;
    };
    const path = endpointUrl(endpoint, params, query);
    const response = await fetch(new URL(path, baseUrl), {
      method: endpoint.method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    // Access tokens live five minutes; a long upload signs in again once.
    if (response.status === 401 && !retried) {
      token = null;
      return call(endpoint, input, true);
    }
    const answer = (await response.json().catch(() => ({}))) as AnswerOf<E> & { message?: string };
    if (!response.ok) throw refused(response, `${path}: ${answer.message ?? response.status}`);
    return answer;
  }

  async function login(): Promise<string> {
    const response = await fetch(new URL(adminSessionApi.login.path, baseUrl), {
      method: adminSessionApi.login.method,
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
      call(adminUploadApi.createTickets, { body: { facilityCode, files } }),
    complete: (facilityCode: string, keys: string[], names?: Record<string, string>) =>
      call(adminUploadApi.complete, { body: { facilityCode, keys, ...(names ? { names } : {}) } }),
    approve: (email: string, reason?: string) =>
      call(adminGuardianApi.approve, { body: reason ? { email, reason } : { email } }),
    join: (email: string, childId: string) => call(adminGuardianApi.join, { body: { email, childId } }),
    merge: (childId: string, intoChildId: string) =>
      call(adminEnrolmentApi.merge, { params: { childId }, body: { intoChildId } }),
    reject: (email: string, reason: string) => call(adminGuardianApi.reject, { body: { email, reason } }),
    withdraw: (email: string) => call(adminGuardianApi.withdraw, { body: { email } }),
    review: (limit = 100) => call(adminReviewApi.day, { query: { limit } }),
    failedJobs: (limit = 100) => call(adminJobApi.listFailed, { query: { limit } }),
    retryJob: (jobId: string) => call(adminJobApi.retry, { params: { jobId } }),
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
