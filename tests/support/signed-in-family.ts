// Test support: a family the tests act as through the real API, signed in with its bearer token.
import type { TimelineItem } from '@hibi/contract';
import { deliverMedia, getJson } from './deliver-media.ts';
import { createGuardian, loginAs } from './fixtures.ts';
import type { TestServer } from './test-server.ts';

/**
 * A guardian made by createGuardian (approved, one child, at `options.facilityId` unless told),
 * signed in through the real login call. `deliver` stores and delivers media to a child of the
 * family; `timeline` is the first page of a child's timeline as the family sees it (both of the
 * family's own child by default).
 */
export async function signedInFamily(server: TestServer, options: Parameters<typeof createGuardian>[1]) {
  const { db } = server.database;
  const created = await createGuardian(db, options);
  const session = await loginAs(server.url, created.guardian.email);
  const deliver = (items: Parameters<typeof deliverMedia>[1], childId = created.child.id) =>
    deliverMedia({ db, storage: server.context.storage, facilityId: options.facilityId, childId }, items);
  const timeline = async (childId = created.child.id) =>
    (
      await getJson<{ content: TimelineItem[] }>(
        `${server.url}/api/${childId}/timeline/list`,
        session.headers,
      )
    ).body.content;
  return { ...created, ...session, deliver, timeline };
}
