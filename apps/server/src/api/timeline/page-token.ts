import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { TimelineCursor } from '../../repositories/timeline.repository.ts';

/** What a page token is bound to: a token of another child or another view is refused. */
export type PageScope = { childId: string; recent: boolean };

const payloadSchema = z.object({
  c: z.uuid(),
  r: z.boolean(),
  t: z.string().min(1).max(64),
  m: z.uuid(),
});

/**
 * nextPaginationToken: the cursor and its scope as base64url JSON, then an HMAC-SHA256 of it, so a
 * guardian can neither forge a position nor reuse one for another child. The key is derived from
 * SESSION_SECRET for this purpose only.
 */
export function pageTokens(sessionSecret: string) {
  // A key object made once: each page's HMAC is then cheaper than from raw bytes.
  const key = createSecretKey(
    createHmac('sha256', sessionSecret).update('hibi:timeline-page-token:v1').digest(),
  );
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign(cursor: TimelineCursor, scope: PageScope): string {
      const body = { c: scope.childId, r: scope.recent, t: cursor.shootingAt, m: cursor.mediaId };
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
      return `${payload}.${sign(payload).toString('base64url')}`;
    },

    /** The cursor and view of a genuine token of this child; null for anything else. */
    read(token: string, childId: string): { cursor: TimelineCursor; recent: boolean } | null {
      const [payload, signature, ...rest] = token.split('.');
      if (!payload || !signature || rest.length > 0) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = sign(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const parsed = payloadSchema.safeParse(parseJson(Buffer.from(payload, 'base64url').toString()));
      if (!parsed.success || parsed.data.c !== childId) return null;
      return { cursor: { shootingAt: parsed.data.t, mediaId: parsed.data.m }, recent: parsed.data.r };
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
