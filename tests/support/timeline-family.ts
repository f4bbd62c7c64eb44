import { count, downloadHistory, eq } from '@hibi/db';
import { tokyoDate, tokyoInstant } from '@hibi/domain';
import { deliverMedia } from './deliver-media.ts';
import { createFacility, createGuardian } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

const hour = 3_600_000;
const day = 24 * hour;

type FamilyOptions = {
  type: 'free' | 'trial' | 'premium';
  /** Days of photos, ending today. */
  days: number;
  perDay: number;
  /** How many of today's items are videos. */
  videos?: number;
  /** Every item's ThumbHash (base64). */
  placeholder?: string;
};

/**
 * An approved family whose child has `perDay` media on each of the last `days` days (midday in
 * Tokyo), delivered after approval, so all of them are visible to the family's plan.
 */
export async function familyWithMedia(server: TestServer, options: FamilyOptions) {
  const { db } = server.database;
  const facility = await createFacility(db);
  const approvedAt = new Date(Date.now() - (options.days + 1) * day);
  // A trial guardian stays in their trial however long ago the photos were taken.
  const trialApproval = new Date(Date.now() - day);
  const { guardian, child } = await createGuardian(db, {
    facilityId: facility.id,
    subscriptionType: options.type,
    approvedAt: options.type === 'trial' ? trialApproval : approvedAt,
  });
  // Noon of today in Tokyo, so every item falls on the Tokyo day it is meant for.
  const today = tokyoInstant(tokyoDate(Date.now()), 12);
  const items = Array.from({ length: options.days * options.perDay }, (_, index) => ({
    shootingAt: new Date(
      today.getTime() - Math.floor(index / options.perDay) * day - (index % options.perDay) * hour,
    ),
    kind: index < (options.videos ?? 0) ? ('video' as const) : ('photo' as const),
    ...(options.placeholder ? { placeholder: options.placeholder } : {}),
  }));
  await deliverMedia(
    { db, storage: server.context.storage, facilityId: facility.id, childId: child.id },
    items,
  );
  return {
    email: guardian.email,
    guardianId: guardian.id,
    facilityId: facility.id,
    childId: child.id,
    async downloadCount() {
      const [row] = await db
        .select({ n: count() })
        .from(downloadHistory)
        .where(eq(downloadHistory.childId, child.id));
      return row?.n ?? 0;
    },
  };
}
