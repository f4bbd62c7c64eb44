import { describe, expect, it } from 'vitest';
import { runAdminAs } from '#tests/support/admin-cli-test-run.ts';
import { deliverMedia } from '#tests/support/deliver-media.ts';
import { createFacility, createGuardian, insertUndecidedFace, loginAs } from '#tests/support/fixtures.ts';
import { createStaff, newStaffToken, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
useTestServer((started) => ({ server, facilityId } = started));

type Review = { returned: { mediaId: string; childName: string }[]; undecided: { faceId: string }[] };
const review = async (token: string) =>
  fetch(`${server.url}/api/admin/review`, { headers: { authorization: `Bearer ${token}` } });

describe('GET /api/admin/review', () => {
  it('lists returned items and faces given to nobody, to each facility’s staff', async () => {
    const { db } = server.database;
    const family = await createGuardian(db, { facilityId });
    const target = { db, storage: server.context.storage, facilityId, childId: family.child.id };
    const [returnedId, undecidedId] = await deliverMedia(target, [
      { shootingAt: new Date() },
      { shootingAt: new Date() },
    ]);
    const { headers } = await loginAs(server.url, family.guardian.email);
    const returning = await fetch(`${server.url}/api/${family.child.id}/media/${returnedId}/not-my-child`, {
      method: 'POST',
      headers,
    });
    expect(returning.status).toBe(200);
    const face = await insertUndecidedFace(db, undecidedId ?? '', family.child.id);

    const operatorEmail = (await createStaff(db)).email;
    const operator = await staffTokenOf(server.url, operatorEmail);
    const response = await review(operator);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Review;
    expect(body.returned).toContainEqual(
      expect.objectContaining({
        mediaId: returnedId,
        childName: `${family.child.lastName} ${family.child.firstName}`,
      }),
    );
    expect(body.undecided).toContainEqual(
      expect.objectContaining({
        faceId: face?.id,
        mediaId: undecidedId,
        box: { x: 0, y: 0, width: 1, height: 1 },
        previewUrl: expect.stringMatching(/^\/media\//),
      }),
    );

    const cli = await runAdminAs(server, operatorEmail, ['review']);
    expect(cli.code).toBe(0);
    expect(cli.lines.join('\n')).toContain(`media ${returnedId}`);
    expect(cli.lines.join('\n')).toContain(`media ${undecidedId}`);

    const staff = await createStaff(db, { role: 'facility_staff', facilityId });
    expect((await review(await staffTokenOf(server.url, staff.email))).status).toBe(200);
    const elsewhere = await createStaff(db, {
      role: 'facility_staff',
      facilityId: (await createFacility(db)).id,
    });
    const refused = await fetch(`${server.url}/api/admin/review?facilityId=${facilityId}`, {
      headers: { authorization: `Bearer ${await staffTokenOf(server.url, elsewhere.email)}` },
    });
    expect(refused.status).toBe(403);
  });
});

describe('GET /api/admin/review/children', () => {
  it("names each approved child's family and class, to the facility's staff only", async () => {
    const { db } = server.database;
    const facility = await createFacility(db);
    const family = await createGuardian(db, { facilityId: facility.id });
    await createGuardian(db, { facilityId: facility.id, status: 'requested' });
    const staff = await createStaff(db, { role: 'facility_staff', facilityId: facility.id });
    const roster = async (token: string, query = '') =>
      fetch(`${server.url}/api/admin/review/children${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const response = await roster(await staffTokenOf(server.url, staff.email));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      children: [
        {
          childId: family.child.id,
          childName: `${family.child.lastName} ${family.child.firstName}`,
          birthday: family.child.birthday,
          className: null,
          familyName: `${family.guardian.lastName} ${family.guardian.firstName}`,
          referenceUrl: null,
        },
      ],
    });
    const elsewhere = await createStaff(db, { role: 'facility_staff', facilityId });
    expect(
      (await roster(await staffTokenOf(server.url, elsewhere.email), `?facilityId=${facility.id}`)).status,
    ).toBe(403);
    const operator = await newStaffToken(server);
    expect((await roster(operator)).status).toBe(400);
  });
});
