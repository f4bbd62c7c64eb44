import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's baseline cost (19 MiB, 2 passes, 1 lane): about 20 ms here, enough to make
// offline guessing expensive while login stays fast. Benchmarked in `npm run bench` (login).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** False for a wrong password and for a malformed stored hash alike. */
export function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  return verify(storedHash, password).catch(() => false);
}

/** Verified against when a sign-in's address is unknown, so both answers are equally slow. */
export const dummyHash = hashPassword('hibi-timing-equaliser');
