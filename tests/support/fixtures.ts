import { randomUUID } from 'node:crypto';
import {
  children,
  consents,
  type Database,
  deliveries,
  eq,
  faces,
  facilities,
  families,
  familyMembers,
  type GuardianStatus,
  guardians,
  matchDecisions,
  media,
  normalizeEmail,
} from '@hibi/db';
import { consentDocuments, documentVersions } from '@hibi/domain';
import { EMBEDDING_MODEL } from '@hibi/vision';
import { hashPassword } from '../../apps/server/src/auth/passwords.ts';

export const testPassword = 'correct-horse-9';

/** The columns of a `faces` row covering the whole image, for tests whose faces are not compared. */
export const wholeImageFace = {
  boxX: 0,
  boxY: 0,
  boxWidth: 1,
  boxHeight: 1,
  detectionScore: 1,
  embedding: [1, 0],
  embeddingModel: EMBEDDING_MODEL,
};
let sequence = 0;

/** A face of the media the matcher left to nobody, `nearest` being the child it was closest to. */
export async function insertUndecidedFace(
  db: Database,
  mediaId: string,
  nearest: string,
  box: Partial<Pick<typeof faces.$inferInsert, 'boxX' | 'boxY' | 'boxWidth' | 'boxHeight'>> = {},
) {
  const [face] = await db
    .insert(faces)
    .values({ ...wholeImageFace, ...box, mediaId })
    .returning();
  if (!face) throw new Error('no face');
  await db
    .insert(matchDecisions)
    .values({ faceId: face.id, childId: nearest, decision: 'ambiguous', similarity: 0.93, margin: 0.01 });
  return face;
}

/** A ready photo row of the facility (no files stored), shot at `shootingAt`. */
export async function insertReadyPhoto(db: Database, facilityId: string, shootingAt = new Date()) {
  const id = randomUUID();
  const [row] = await db
    .insert(media)
    .values({
      id,
      facilityId,
      kind: 'photo',
      originalKey: `media/${facilityId}/${id}/original.jpg`,
      contentSha256: id,
      status: 'ready',
      shootingAt,
    })
    .returning();
  if (!row) throw new Error('no media');
  return row;
}

/** A ready photo row of the facility (no files stored), shot at `shootingAt`; its id. */
export async function readyPhoto(db: Database, facilityId: string, shootingAt = new Date()) {
  return (await insertReadyPhoto(db, facilityId, shootingAt)).id;
}

/** A delivery of the media to the child, as the matcher writes a sure one. */
export async function insertDelivery(db: Database, childId: string, item: { id: string; shootingAt: Date }) {
  const [row] = await db
    .insert(deliveries)
    .values({ childId, mediaId: item.id, shootingAt: item.shootingAt, similarity: 0.96, margin: 0.2 })
    .returning();
  if (!row) throw new Error('no delivery');
  return row;
}

/** A facility ("group") with default price and trial. */
export async function createFacility(db: Database, overrides: Partial<typeof facilities.$inferInsert> = {}) {
  sequence += 1;
  const [facility] = await db
    .insert(facilities)
    .values({ code: `f${sequence}-${Date.now()}`, name: `テスト保育園${sequence}`, ...overrides })
    .returning();
  if (!facility) throw new Error('no facility');
  return facility;
}

/** The guardian's family (decision 0036), made with the guardian as its 保護者 when they have none. */
export async function familyOf(db: Database, guardianId: string): Promise<string> {
  const [member] = await db.select().from(familyMembers).where(eq(familyMembers.guardianId, guardianId));
  if (member) return member.familyId;
  const [family] = await db.insert(families).values({}).returning();
  if (!family) throw new Error('no family');
  await db.insert(familyMembers).values({ guardianId, familyId: family.id, role: 'guardian' });
  return family.id;
}

/** A guardian of the family's, as another parent joined to it is (role 保護者 unless told). */
export async function joinFamily(
  db: Database,
  guardianId: string,
  familyId: string,
  role: 'guardian' | 'member' = 'guardian',
) {
  await db.delete(familyMembers).where(eq(familyMembers.guardianId, guardianId));
  await db.insert(familyMembers).values({ guardianId, familyId, role });
}

/** A guardian with one child at the facility, in a family of their own; approved unless told otherwise. */
export async function createGuardian(
  db: Database,
  options: {
    facilityId: string;
    status?: GuardianStatus;
    email?: string;
    subscriptionType?: 'free' | 'trial' | 'premium';
    approvedAt?: Date;
    /** false: no consent on record; by default the current version of every text, as at sign-up. */
    consented?: boolean;
  },
) {
  sequence += 1;
  const status = options.status ?? 'approved';
  const approvedAt = status === 'approved' ? (options.approvedAt ?? new Date()) : null;
  const [guardian] = await db
    .insert(guardians)
    .values({
      email: normalizeEmail(options.email ?? `guardian${sequence}-${Date.now()}@example.jp`),
      passwordHash: await hashPassword(testPassword),
      status,
      subscriptionType: options.subscriptionType ?? 'trial',
      lastName: '日比',
      firstName: `花子${sequence}`,
      approvedAt,
    })
    .returning();
  if (!guardian) throw new Error('no guardian');
  if (options.consented !== false) await consentToAll(db, guardian.id);
  const familyId = await familyOf(db, guardian.id);
  const [child] = await db
    .insert(children)
    .values({
      guardianId: guardian.id,
      familyId,
      facilityId: options.facilityId,
      lastName: '日比',
      firstName: `たろう${sequence}`,
      birthday: '2022-04-01',
      approvedAt,
    })
    .returning();
  if (!child) throw new Error('no child');
  return { guardian, child, familyId };
}

/** The guardian's consent to the current version of every text (decision 0076). */
export async function consentToAll(db: Database, guardianId: string) {
  await db
    .insert(consents)
    .values(
      consentDocuments.map((document) => ({ guardianId, document, version: documentVersions[document] })),
    );
}

/** A guardian row alone, its address stored exactly as given (the schema's own checks see it). */
export async function insertGuardianRow(db: Database, email = `g${++sequence}-${Date.now()}@hibi.example`) {
  const [row] = await db.insert(guardians).values({ email, passwordHash: 'argon2id$test' }).returning();
  if (!row) throw new Error('no guardian');
  return row;
}

/** A child of the guardian (and their family) at the facility, not yet approved. */
export async function insertChild(db: Database, guardianId: string, facilityId: string) {
  const familyId = await familyOf(db, guardianId);
  const [row] = await db
    .insert(children)
    .values({ guardianId, familyId, facilityId, firstName: 'はな', lastName: '山田', birthday: '2021-04-02' })
    .returning();
  if (!row) throw new Error('no child');
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

/** Cookies of a response as name → the whole Set-Cookie line. */
export function setCookies(response: Response): Map<string, string> {
  return new Map(response.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

/** The value of one cookie in a Set-Cookie line. */
export function cookieValue(line: string | undefined): string {
  return line?.slice(line.indexOf('=') + 1, line.indexOf(';')) ?? '';
}

/** A response's JSON body, typed loosely for assertions. */
export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** Signs in through the real login call; returns headers for authenticated requests. */
export async function loginAs(serverUrl: string, email: string, password = testPassword) {
  const response = await fetch(`${serverUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}
