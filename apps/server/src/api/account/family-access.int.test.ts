import { subscriptions } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { testClock } from '#tests/support/clock.ts';
import { deliverMedia, getJson } from '#tests/support/deliver-media.ts';
import { createFacility, createGuardian, joinFamily, loginAs } from '#tests/support/fixtures.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { notYours } from '../../auth/authenticate.ts';

// Decision 0036: what a guardian sees of a child is decided by membership of the child's family.
const clock = testClock();
let server: TestServer;
let facilityId: string;

useTestServer(
  async (started) => {
    server = started.server;
    facilityId = (await createFacility(server.database.db, { freeTrialDays: 14 })).id;
  },
  { now: clock.now },
);

/** A mother who enrolled the child, and a father who enrolled one too, then joined her family. */
async function twoParents() {
  const { db } = server.database;
  const mother = await createGuardian(db, { facilityId, approvedAt: clock.daysAgo(3) });
  const father = await createGuardian(db, { facilityId, approvedAt: clock.daysAgo(1) });
  await joinFamily(db, father.guardian.id, mother.familyId);
  const as = async (who: typeof mother) => {
    const { headers } = await loginAs(server.url, who.guardian.email);
    return {
      headers,
      get: <Body = Record<string, unknown>>(path: string) =>
        getJson<Body>(`${server.url}/api/${path}`, headers),
      post: (path: string) => fetch(`${server.url}/api/${path}`, { method: 'POST', headers }),
    };
  };
  return { mother, father, asMother: await as(mother), asFather: await as(father) };
}

type Page = { content: { mediaId: string }[] };

describe('a family of two guardians', () => {
  it('shows the second guardian the same children, timeline and group as the first', async () => {
    const { mother, father, asMother, asFather } = await twoParents();
    const ids = await deliverMedia(
      { db: server.database.db, storage: server.context.storage, facilityId, childId: mother.child.id },
      [0, 1, 2].map((hours) => ({ shootingAt: new Date(clock.now().getTime() - hours * 3_600_000) })),
    );
    const children = await asFather.get<{ childId: string }[]>(`users/${father.guardian.id}/children`);
    expect(children.body.map((child) => child.childId)).toEqual([mother.child.id]);
    const ofMother = await asMother.get<Page>(`${mother.child.id}/timeline/list`);
    const ofFather = await asFather.get<Page>(`${mother.child.id}/timeline/list`);
    expect(ofFather.status).toBe(200);
    expect(ofFather.body.content.map((item) => item.mediaId)).toEqual(ids);
    expect(ofMother.body.content.map((item) => item.mediaId)).toEqual(ids);
    expect((await asFather.get(`groups/children/${mother.child.id}`)).status).toBe(200);
    expect((await asFather.get(`${mother.child.id}/timeline/photomovie`)).status).toBe(200);

    // 'Not my child' from either parent takes the item off the family's timeline.
    expect((await asFather.post(`${mother.child.id}/media/${ids[0]}/not-my-child`)).status).toBe(200);
    const after = await asMother.get<Page>(`${mother.child.id}/timeline/list`);
    expect(after.body.content.map((item) => item.mediaId)).toEqual(ids.slice(1));
  });

  it('refuses a guardian of another family with 403, and the child enrolled no longer counts', async () => {
    const { mother, father } = await twoParents();
    const { headers } = await signedInFamily(server, { facilityId });
    for (const path of [
      `${mother.child.id}/timeline/list`,
      `groups/children/${mother.child.id}`,
      `${mother.child.id}/timeline/photomovie`,
    ]) {
      const answer = await getJson(`${server.url}/api/${path}`, headers);
      expect(answer).toMatchObject({ status: 403, body: { message: notYours } });
    }
    // The father's own enrolment stays his record (guardian_id), but it is no longer his family's.
    const { headers: fatherHeaders } = await loginAs(server.url, father.guardian.email);
    const own = await getJson(`${server.url}/api/${father.child.id}/timeline/list`, fatherHeaders);
    expect(own).toMatchObject({ status: 403, body: { message: notYours } });
  });

  it('makes the plan the family’s: when one parent pays, the other sees premium', async () => {
    const { mother, father, asFather } = await twoParents();
    expect((await asFather.get('users/userInfo')).body.subscriptionType).toBe('trial');
    await server.database.db.insert(subscriptions).values({
      guardianId: mother.guardian.id,
      unitPrice: 980,
      provider: 'test',
      subscriptionStartedAt: clock.now(),
      status: 'active',
    });
    expect((await asFather.get('users/userInfo')).body.subscriptionType).toBe('premium');
    expect(father.guardian.id).not.toBe(mother.guardian.id);
  });
});
