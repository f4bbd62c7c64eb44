import type { DuplicateEnrolments, ReviewResponse } from '@hibi/contract';
import { auditLog, children, eq, familyInvitations, familyMembers } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { runAdminAs } from '#tests/support/admin-cli-test-run.ts';
import { getJson } from '#tests/support/deliver-media.ts';
import { createFacility, createGuardian } from '#tests/support/fixtures.ts';
import { signupClient } from '#tests/support/signup-client.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import { deliveredTo, parentSignsUp, timelineOf, uploadTheDay } from '#tests/support/two-parents.ts';
import { useTwoParentsDay } from '#tests/support/use-two-parents-day.ts';
import { waitFor } from '#tests/support/wait-for.ts';

// Two enrolments of one child made before approval caught them (decision 0036): both parents were
// approved on their own, so the day's photos of her went to nobody. Merging them in the console
// (decision 0041) makes one family and one child, and the day reaches both parents.
const day = useTwoParentsDay();

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

describe('merging one child enrolled twice', () => {
  it('gives both parents the photos the two enrolments left undecided, in one family', async () => {
    const mother = await parentSignsUp(day, '陽子', [1, 2]);
    const father = await parentSignsUp(day, '健', [3]);
    const headers = bearer(await staffTokenOf(day.server.url, day.operatorEmail));
    // Approved as two children: the second one only with a written reason (decision 0039), as
    // an operator might when the parents said twins; so two enrolments of one child still happen.
    const bodies = [{}, { reason: '双子と伺ったため、別のお子さまとして登録します。' }];
    for (const [index, parent] of [mother, father].entries()) {
      const approved = await fetch(`${day.server.url}/api/admin/approvals/${parent.userId}/approve`, {
        method: 'POST',
        headers,
        body: JSON.stringify(bodies[index]),
      });
      expect(approved.status).toBe(200);
    }
    const childOf = async (parent: typeof mother) => {
      const kid = (await signupClient(day.server).stateOf(parent)).kids[0];
      if (!kid) throw new Error('no child');
      return kid.id;
    };
    const [mothers, fathers] = [await childOf(mother), await childOf(father)];

    // The look-alike enrolments leave every face of her undecided: nobody gets a photo.
    const dayIds = await uploadTheDay(day);
    expect(await deliveredTo(day, mothers)).toEqual([]);
    expect(await deliveredTo(day, fathers)).toEqual([]);

    const listed = `${day.server.url}/api/admin/facilities/${day.facility.id}/duplicate-enrolments`;
    const { body: duplicates } = await getJson<DuplicateEnrolments>(listed, headers);
    expect(duplicates.pairs).toEqual([
      {
        kept: expect.objectContaining({ childId: mothers, name: '日比 えみ', guardianNames: ['日比 陽子'] }),
        merged: expect.objectContaining({ childId: fathers, guardianNames: ['日比 健'], deliveryCount: 0 }),
      },
    ]);

    const merged = await fetch(`${day.server.url}/api/admin/children/${fathers}/merge`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ intoChildId: mothers }),
    });
    expect(merged.status).toBe(200);
    expect(await merged.json()).toMatchObject({
      childId: mothers,
      removedChildId: fathers,
      movedReferences: 1,
    });

    // The kept child's gallery, now with the father's photo of her too, looks again at the day.
    await waitFor(
      async () => (await deliveredTo(day, mothers)).length === 5,
      90_000,
      () => ({ jobErrors: day.server.jobErrors }),
    );
    for (const parent of [mother, father])
      expect(await timelineOf(day, parent, mothers)).toEqual({ status: 200, mediaIds: dayIds });
    const { db } = day.server.database;
    const members = await db.select().from(familyMembers).where(eq(familyMembers.guardianId, father.userId));
    const [kept] = await db.select().from(children).where(eq(children.id, mothers));
    expect(members[0]?.familyId).toBe(kept?.familyId);
    expect(await db.select().from(children).where(eq(children.id, fathers))).toEqual([]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'child.merge'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.detail).toMatchObject({ mergedChildId: fathers, references: 1 });
    expect((await getJson<DuplicateEnrolments>(listed, headers)).body.pairs).toEqual([]);
    const review = (await getJson<ReviewResponse>(`${day.server.url}/api/admin/review?limit=100`, headers))
      .body;
    expect(review.undecided.filter((face) => face.childId === mothers)).toEqual([]);
    expect(day.server.jobErrors).toEqual([]);
  }, 240_000);

  it('is the operator’s alone, and refuses a child of another facility, itself, or a bad id', async () => {
    const { db } = day.server.database;
    const [one] = await db.select({ id: children.id }).from(children).limit(1);
    if (!one) throw new Error('no child');
    const elsewhere = await createFacility(db);
    const staffOfFacility = await createStaff(db, { role: 'facility_staff', facilityId: day.facility.id });
    const post = (token: string, childId: string, intoChildId: string) =>
      fetch(`${day.server.url}/api/admin/children/${childId}/merge`, {
        method: 'POST',
        headers: bearer(token),
        body: JSON.stringify({ intoChildId }),
      });
    const staffToken = await staffTokenOf(day.server.url, staffOfFacility.email);
    expect((await post(staffToken, one.id, one.id)).status).toBe(403);
    const operator = await staffTokenOf(day.server.url, day.operatorEmail);
    const same = await post(operator, one.id, one.id);
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ message: '同じお子さまどうしはまとめられません。' });
    expect((await post(operator, one.id, 'not-an-id')).status).toBe(400);
    expect((await post(operator, one.id, elsewhere.id)).status).toBe(404);
    const otherFacility = await getJson(
      `${day.server.url}/api/admin/facilities/${elsewhere.id}/duplicate-enrolments`,
      bearer(staffToken),
    );
    expect(otherFacility.status).toBe(403);
  });

  it('can be done from the command line', async () => {
    const { db } = day.server.database;
    const first = await createGuardian(db, { facilityId: day.facility.id });
    const second = await createGuardian(db, { facilityId: day.facility.id });
    // A link the second family's 保護者 already shared goes on working, into the one family.
    const [shared] = await db
      .insert(familyInvitations)
      .values({
        familyId: second.familyId,
        role: 'member',
        tokenHash: `merge-test-${crypto.randomUUID()}`,
        invitedBy: second.guardian.id,
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    const run = await runAdminAs(day.server, day.operatorEmail, [
      'merge',
      second.child.id,
      '--into',
      first.child.id,
    ]);
    expect(run.code).toBe(0);
    expect(run.lines.join('\n')).toContain(`merged child ${second.child.id} into ${first.child.id}`);
    expect(await db.select().from(children).where(eq(children.id, second.child.id))).toEqual([]);
    const [member] = await db
      .select()
      .from(familyMembers)
      .where(eq(familyMembers.guardianId, second.guardian.id));
    expect(member?.familyId).toBe(first.familyId);
    const [moved] = await db
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.id, shared?.id ?? ''));
    expect(moved?.familyId).toBe(first.familyId);
  });
});
