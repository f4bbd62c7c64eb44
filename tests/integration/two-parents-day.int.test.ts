import type { ApprovalQueue, ReviewResponse } from '@hibi/contract';
import { describe, expect, it } from 'vitest';
import { getJson } from '#tests/support/deliver-media.ts';
import { signupClient } from '#tests/support/signup-client.ts';
import { staffTokenOf } from '#tests/support/staff.ts';
import { deliveredTo, parentSignsUp, timelineOf, uploadTheDay } from '#tests/support/two-parents.ts';
import { useTwoParentsDay } from '#tests/support/use-two-parents-day.ts';
import { waitFor } from '#tests/support/wait-for.ts';

// Issue 23's day (decision 0036): the operator approves the mother and joins the father to her
// family; the day's group photos go through the real pipeline, and both parents get every photo
// their daughter is in.
const day = useTwoParentsDay();

describe('the two-parents day', () => {
  it('gives both parents every photo their daughter is in, and leaves none of her faces undecided', async () => {
    const mother = await parentSignsUp(day, '陽子', [1, 2]);
    const father = await parentSignsUp(day, '健', [3]);
    const operator = await staffTokenOf(day.server.url, day.operatorEmail);
    const headers = { authorization: `Bearer ${operator}`, 'content-type': 'application/json' };
    const approvals = `${day.server.url}/api/admin/approvals`;

    const approved = await fetch(`${approvals}/${mother.userId}/approve`, {
      method: 'POST',
      headers,
      body: '{}',
    });
    expect(approved.status).toBe(200);
    const daughter = (await signupClient(day.server).stateOf(mother)).kids[0];
    if (!daughter) throw new Error('no child');

    const queue = (await getJson<ApprovalQueue>(`${approvals}?facilityId=${day.facility.id}`, headers)).body;
    const request = queue.requests.find((item) => item.guardianId === father.userId);
    expect(request?.sameChild).toMatchObject({
      childId: daughter.id,
      matchedBy: ['name_and_birthday', 'faces'],
      guardians: [{ lastName: '日比', firstName: '陽子' }],
    });
    const joined = await fetch(`${approvals}/${father.userId}/join`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ childId: daughter.id }),
    });
    expect(joined.status).toBe(200);

    const dayIds = await uploadTheDay(day);
    await waitFor(
      async () => (await deliveredTo(day, daughter.id)).length === 5,
      90_000,
      () => ({ jobErrors: day.server.jobErrors }),
    );
    for (const parent of [mother, father])
      expect(await timelineOf(day, parent, daughter.id)).toEqual({ status: 200, mediaIds: dayIds });
    const review = (await getJson<ReviewResponse>(`${day.server.url}/api/admin/review?limit=100`, headers))
      .body;
    expect(review.undecided.filter((face) => face.childId === daughter.id)).toEqual([]);
    expect(day.server.jobErrors).toEqual([]);
  }, 180_000);
});
