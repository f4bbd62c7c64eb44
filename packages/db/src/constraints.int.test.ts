import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFacility,
  insertChild,
  insertDelivery,
  insertGuardianRow,
  insertReadyPhoto,
  sqlState,
} from '#tests/support/fixtures.ts';
import { normalizeEmail } from './email.ts';
import {
  children,
  collectionMedia,
  deliveries,
  faces,
  guardians,
  media,
  notificationPreferences,
  photoMovieCollections,
  referenceImages,
} from './schema/index.ts';
import { createTestDatabase, type TestDatabase } from './testing.ts';
import type { Database } from './types.ts';

const UNIQUE_VIOLATION = '23505';
const CHECK_VIOLATION = '23514';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb?.drop());

/** A child of a new guardian in a new facility, with one photo of that facility delivered to it. */
async function childWithDeliveredPhoto(db: Database) {
  const facility = await createFacility(db);
  const child = await insertChild(db, (await insertGuardianRow(db)).id, facility.id);
  const photo = await insertReadyPhoto(db, facility.id);
  await insertDelivery(db, child.id, photo);
  return { child, photo };
}

describe('unique constraints', () => {
  it('reject a second guardian with the same email, whatever its case', async () => {
    const { db } = testDb.handle;
    await insertGuardianRow(db, normalizeEmail('Taro@Hibi.example'));
    expect(await sqlState(insertGuardianRow(db, normalizeEmail(' taro@hibi.EXAMPLE ')))).toBe(
      UNIQUE_VIOLATION,
    );
    // An address that skipped normalisation is refused rather than silently duplicated.
    expect(await sqlState(insertGuardianRow(db, 'TARO@hibi.example'))).toBe(CHECK_VIOLATION);
  });

  it('reject delivering the same media to the same child twice', async () => {
    const { db } = testDb.handle;
    const { child, photo } = await childWithDeliveredPhoto(db);
    expect(await sqlState(insertDelivery(db, child.id, photo))).toBe(UNIQUE_VIOLATION);
  });

  it('reject two preferences of the same type for one guardian', async () => {
    const { db } = testDb.handle;
    const guardian = await insertGuardianRow(db);
    const row = { guardianId: guardian.id, type: 'photo_movie_release', optout: true };
    await db.insert(notificationPreferences).values(row);
    expect(await sqlState(db.insert(notificationPreferences).values(row))).toBe(UNIQUE_VIOLATION);
  });
});

describe('deleting a child', () => {
  it('deletes its deliveries, reference images and their faces, and photo movies, but not the media', async () => {
    const { db } = testDb.handle;
    const { child, photo } = await childWithDeliveredPhoto(db);
    const [reference] = await db
      .insert(referenceImages)
      .values({ childId: child.id, storageKey: `references/${child.id}/1.jpg`, status: 'accepted' })
      .returning();
    const box = { boxX: 0.1, boxY: 0.1, boxWidth: 0.3, boxHeight: 0.4, detectionScore: 0.98 };
    await db.insert(faces).values({
      ...box,
      referenceImageId: reference?.id,
      embedding: [0.6, 0.8],
      embeddingModel: 'test-model',
    });
    const [collection] = await db
      .insert(photoMovieCollections)
      .values({ childId: child.id, dateFrom: '2025-06-02', dateTo: '2025-06-08' })
      .returning();
    await db
      .insert(collectionMedia)
      .values({ collectionId: collection?.id ?? '', mediaId: photo.id, position: 0 });

    await db.delete(children).where(eq(children.id, child.id));

    expect(await db.$count(deliveries, eq(deliveries.childId, child.id))).toBe(0);
    expect(await db.$count(referenceImages, eq(referenceImages.childId, child.id))).toBe(0);
    expect(await db.$count(faces, sql`${faces.referenceImageId} = ${reference?.id}`)).toBe(0);
    expect(await db.$count(photoMovieCollections, eq(photoMovieCollections.childId, child.id))).toBe(0);
    expect(await db.$count(collectionMedia, eq(collectionMedia.mediaId, photo.id))).toBe(0);
    expect(await db.$count(media, eq(media.id, photo.id))).toBe(1);
  });

  it('happens when the guardian is deleted', async () => {
    const { db } = testDb.handle;
    const facility = await createFacility(db);
    const guardian = await insertGuardianRow(db);
    const child = await insertChild(db, guardian.id, facility.id);
    await insertDelivery(db, child.id, await insertReadyPhoto(db, facility.id));

    await db.delete(guardians).where(eq(guardians.id, guardian.id));

    expect(await db.$count(children, eq(children.id, child.id))).toBe(0);
    expect(await db.$count(deliveries, eq(deliveries.childId, child.id))).toBe(0);
  });
});
