import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));
const domainName = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const selector = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

// nodemailer signs rsa-sha256 only, and receivers ignore keys under 1024 bits (RFC 8301).
function isRsaPrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 1024;
  } catch {
    return false;
  }
}

/** DKIM signing of every mail (nodemailer signs); all three or none. */
export const dkimFields = {
  DKIM_DOMAIN: optional.pipe(
    z.string().regex(domainName, 'must be a domain name, e.g. hibi.example').optional(),
  ),
  DKIM_SELECTOR: optional.pipe(z.string().regex(selector, 'must be a DNS label, e.g. hibi2026').optional()),
  // A .env or a container's settings often keep the PEM on one line with literal \n.
  DKIM_PRIVATE_KEY: optional
    .transform((value) => value?.replaceAll('\\n', '\n'))
    .pipe(
      z
        .string()
        .refine(isRsaPrivateKey, 'must be an RSA private key of 1024 bits or more (2048 advised), in PEM')
        .optional(),
    ),
};

type DkimEnv = { [K in keyof typeof dkimFields]?: z.infer<(typeof dkimFields)[K]> };

export function requireAllDkim(env: DkimEnv, ctx: z.RefinementCtx) {
  const keys = Object.keys(dkimFields) as (keyof DkimEnv)[];
  const set = keys.filter((key) => env[key]);
  if (set.length === 0 || set.length === keys.length) return;
  for (const key of keys.filter((key) => !env[key]))
    ctx.addIssue({
      code: 'custom',
      path: [key],
      message: `is required when ${set.join(' or ')} is set (DKIM takes DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together)`,
    });
}
