import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

/** How long a month's link opens: long enough to tap it, short enough not to outlive a session. */
export const EXPORT_LINK_MINUTES = 30;

type LinkFacts = { guardianId: string; childId: string; month: string };

/**
 * Signed GET links to a month's ZIP (decision 0078): the browser downloads them itself, without a
 * bearer token, so the link carries who it is for, covered by an HMAC under a key derived from
 * MEDIA_SIGNING_SECRET for this purpose only. The server asks again at download whether that
 * guardian still sees the child's media.
 */
export function exportLinkSigner(secret: string) {
  const key = createSecretKey(createHmac('sha256', secret).update('hibi:month-export:v1').digest());
  const sign = (facts: LinkFacts, exp: number) =>
    createHmac('sha256', key)
      .update(`${facts.guardianId}\n${facts.childId}\n${facts.month}\n${exp}`)
      .digest('base64url');
  return {
    url(facts: LinkFacts, expiresAt: Date): string {
      const exp = Math.floor(expiresAt.getTime() / 1000);
      const query = `exp=${exp}&viewer=${facts.guardianId}&sig=${sign(facts, exp)}`;
      return `/api/children/${facts.childId}/mediaExport/${facts.month}?${query}`;
    },
    verify(facts: LinkFacts, exp: number, sig: string, now: Date): boolean {
      if (exp * 1000 < now.getTime()) return false;
      const expected = sign(facts, exp);
      return expected.length === sig.length && timingSafeEqual(Buffer.from(expected), Buffer.from(sig));
    },
  };
}
