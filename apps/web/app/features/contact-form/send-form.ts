// The contact call of specification §7 and its failure rules (§5, §8). Shared by the three forms.

/** Specification §8: what the toast says when an error answer carries no message. */
export const CONTACT_ERROR_FALLBACK = 'エラーが発生しました';

export type SendResult = { ok: true } | { ok: false; message: string };

function errorBody(payload: unknown): { statusCode?: unknown; message?: unknown } | null {
  return payload && typeof payload === 'object' ? payload : null;
}

/**
 * POSTs the form as JSON. A failure is a non-2xx status, a network error, or (§5) a body whose
 * statusCode says 400 or worse even under a 2xx status; its message is shown when it has one.
 */
export async function sendForm(endpoint: string, body: Record<string, string>): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: CONTACT_ERROR_FALLBACK };
  }
  const payload = errorBody(await response.json().catch(() => null));
  const statusInBody = typeof payload?.statusCode === 'number' ? payload.statusCode : undefined;
  if (response.ok && (statusInBody === undefined || statusInBody < 400)) return { ok: true };
  const message = typeof payload?.message === 'string' && payload.message.trim() ? payload.message : null;
  return { ok: false, message: message ?? CONTACT_ERROR_FALLBACK };
}
