import { children, classes, type Database, eq } from '@hibi/db';
import type { FaceEngine } from '@hibi/vision';
import { enrolAs, enrolChild } from './enrol-child.ts';
import { createFacility, createGuardian } from './fixtures.ts';
import { createStaff, staffTokenOf } from './staff.ts';
import type { TestServer } from './test-server.ts';
import { useTestServer } from './use-test-server.ts';

/**
 * The approval queue's same-child scene (decisions 0036 and 0039): an operator, a facility staff
 * member of another facility, and Amy's child 日比えみ (born 2022-05-14, りす組) enrolled from
 * three photos of the face 'amy', whom a later request may name again.
 */
export async function sameChildScene(server: TestServer, facilityId: string, engine: FaceEngine) {
  const { db } = server.database;
  const operatorEmail = (await createStaff(db)).email;
  const operator = await staffTokenOf(server.url, operatorEmail);
  const elsewhere = (await createFacility(db)).id;
  const staffElsewhere = await createStaff(db, { role: 'facility_staff', facilityId: elsewhere });
  const otherStaff = await staffTokenOf(server.url, staffElsewhere.email);
  const amy = await enrolledAmy(db, engine, facilityId);
  return { operator, operatorEmail, otherStaff, amy };
}

/** Amy's family at the facility, her child 日比えみ (born 2022-05-14, りす組) enrolled from three photos. */
export async function enrolledAmy(db: Database, engine: FaceEngine, facilityId: string) {
  const amy = await createGuardian(db, { facilityId });
  const [risu] = await db.insert(classes).values({ facilityId, name: 'りす組' }).returning();
  await db
    .update(children)
    .set({ lastName: '日比', firstName: 'えみ', birthday: '2022-05-14', classId: risu?.id })
    .where(eq(children.id, amy.child.id));
  await enrolAs(db, engine, amy.child.id, 'amy');
  return amy;
}

/** A guardian waiting for approval, their child named as given, with `photos` as references. */
export async function waitingWithPhotos(
  server: TestServer,
  engine: FaceEngine,
  facilityId: string,
  photos: Buffer[],
  name: Partial<typeof children.$inferInsert> = {},
) {
  const { db } = server.database;
  const created = await createGuardian(db, { facilityId, status: 'requested' });
  if (Object.keys(name).length > 0)
    await db.update(children).set(name).where(eq(children.id, created.child.id));
  await enrolChild(db, engine, created.child.id, photos);
  return created;
}

type ChildName = Partial<typeof children.$inferInsert>;

export type SameChildScene = Awaited<ReturnType<typeof sameChildScene>> & {
  server: TestServer;
  facilityId: string;
  /** waitingWithPhotos on the scene's server and engine, at its facility unless told. */
  waiting: (photos: Buffer[], name?: ChildName, facility?: string) => ReturnType<typeof waitingWithPhotos>;
};

/** The file's server (useTestServer) with the scene set up in its facility, handed to `ready`. */
export function useSameChildScene(
  engine: FaceEngine,
  ready: (scene: SameChildScene) => unknown,
  options?: Parameters<typeof useTestServer>[1],
) {
  useTestServer(async ({ server, facilityId }) => {
    const waiting = (photos: Buffer[], name: ChildName = {}, facility = facilityId) =>
      waitingWithPhotos(server, engine, facility, photos, name);
    await ready({ server, facilityId, waiting, ...(await sameChildScene(server, facilityId, engine)) });
  }, options);
}
