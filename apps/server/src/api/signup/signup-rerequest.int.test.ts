import { asc, auditLog, eq, guardians, referenceImages } from '@hibi/db';
import { describe, expect, it } from 'vitest';
import { requestBody } from '#tests/support/signup-client.ts';
import { type SignupScene, useSignupServer } from '#tests/support/use-signup-server.ts';

let { server, api, groupId, photo } = {} as SignupScene;
useSignupServer((scene) => ({ server, api, groupId, photo } = scene));

describe('asking again', () => {
  it('gives a rejected guardian fresh tickets and takes the request again', async () => {
    const db = server.database.db;
    const { guardian, tickets } = await api.requested(groupId);
    await api.uploadAll(tickets, photo);
    expect((await api.finalize(guardian)).status).toBe(200);
    // The operators' console (not built yet) rejects a request and its unusable photo like this.
    await db.update(guardians).set({ status: 'rejected' }).where(eq(guardians.id, guardian.userId));
    await db
      .update(referenceImages)
      .set({ status: 'rejected' })
      .where(eq(referenceImages.storageKey, tickets[0]?.key ?? ''));

    const fresh = await api.tickets(await api.rerequest(guardian));
    expect(fresh).toHaveLength(3);
    // Every photo sent before is replaced, the refused one too: the request holds only the new three.
    for (const ticket of tickets) expect(await server.context.storage.exists(ticket.key)).toBe(false);
    const images = (await api.stateOf(guardian)).images;
    expect(images.map((image) => image.status)).toEqual(['pending', 'pending', 'pending']);

    await api.uploadAll(fresh.slice(0, 1), photo);
    expect((await api.finalize(guardian)).status).toBe(200);
    expect((await api.stateOf(guardian)).guardian?.status).toBe('requested');
    const trail = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, guardian.userId))
      .orderBy(asc(auditLog.id));
    expect(trail.at(-1)?.detail).toEqual({ from: 'rejected', to: 'requested' });
  });

  it('lets a verified guardian correct the request; the earlier tickets stop counting', async () => {
    const { guardian, tickets } = await api.requested(groupId);
    await api.uploadAll(tickets.slice(0, 1), photo);
    const corrected = requestBody(groupId, { childFirstName: 'じろう', childNickname: '', optouts: [] });
    const fresh = await api.tickets(await api.request(guardian, corrected));
    const state = await api.stateOf(guardian);
    expect(state.kids).toMatchObject([{ firstName: 'じろう', nickname: null }]);
    expect(state.optouts).toEqual([]);
    expect(state.images.map((image) => image.id).sort()).toEqual(
      fresh.map((ticket) => ticket.referenceId).sort(),
    );
    expect(await server.context.storage.exists(tickets[0]?.key ?? '')).toBe(false);
  });
});
