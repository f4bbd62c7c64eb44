// Row factories for this package's tests: the smallest valid facility → guardian → child → media chain.
import { randomBytes, randomUUID } from 'node:crypto';
import { children, deliveries, facilities, guardians, media } from './schema/index.ts';
import type { Database } from './types.ts';

const unique = () => randomBytes(4).toString('hex');

export async function insertFacility(db: Database) {
  const [row] = await db
    .insert(facilities)
    .values({ code: `f-${unique()}`, name: 'ひなた保育園' })
    .returning();
  if (!row) throw new Error('facility not inserted');
  return row;
}

export async function insertGuardian(db: Database, email = `g-${unique()}@hibi.example`) {
  const [row] = await db.insert(guardians).values({ email, passwordHash: 'argon2id$test' }).returning();
  if (!row) throw new Error('guardian not inserted');
  return row;
}

export async function insertChild(db: Database, guardianId: string, facilityId: string) {
  const [row] = await db
    .insert(children)
    .values({ guardianId, facilityId, firstName: 'はな', lastName: '山田', birthday: '2021-04-02' })
    .returning();
  if (!row) throw new Error('child not inserted');
  return row;
}

export async function insertMedia(db: Database, facilityId: string, shootingAt = new Date()) {
  const [row] = await db
    .insert(media)
    .values({
      facilityId,
      kind: 'photo',
      originalKey: `originals/${randomUUID()}.jpg`,
      contentSha256: randomBytes(32).toString('hex'),
      shootingAt,
      status: 'ready',
    })
    .returning();
  if (!row) throw new Error('media not inserted');
  return row;
}

export async function insertDelivery(db: Database, childId: string, item: { id: string; shootingAt: Date }) {
  const [row] = await db
    .insert(deliveries)
    .values({ childId, mediaId: item.id, shootingAt: item.shootingAt, similarity: 0.96, margin: 0.2 })
    .returning();
  if (!row) throw new Error('delivery not inserted');
  return row;
}

/** The SQLSTATE of a failed statement (Drizzle wraps the driver's error in `cause`). */
export async function sqlState(statement: PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const cause = error instanceof Error && 'cause' in error ? error.cause : error;
    if (cause && typeof cause === 'object' && 'code' in cause) return String(cause.code);
    throw error;
  }
  return undefined;
}
