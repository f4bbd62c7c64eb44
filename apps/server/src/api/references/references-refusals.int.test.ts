import { beforeAll, describe, expect, it } from 'vitest';
import { jsonOf } from '#tests/support/fixtures.ts';
import { referenceFamily, referenceRow } from '#tests/support/references-client.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let facilityId: string;
useTestServer((started) => {
  server = started.server;
  facilityId = started.facilityId;
});

const rowOf = (id: string) => referenceRow(server, id);

describe('who may change them', () => {
  let other: Awaited<ReturnType<typeof referenceFamily>>;
  beforeAll(async () => {
    other = await referenceFamily(server, facilityId);
  });

  it('answers 403 for another family’s child, whatever the call', async () => {
    const { api } = await referenceFamily(server, facilityId);
    const target = other.stored[0]?.id ?? '';
    for (const response of [
      await api.list(other.childId),
      await api.issue(other.childId),
      await api.register(other.childId, [target]),
      await api.remove(other.childId, target),
    ]) {
      expect(response.status).toBe(403);
      expect((await jsonOf(response)).message).toBe('この情報にアクセスする権限がありません。');
    }
    expect(await rowOf(target)).toBeDefined();
  });

  it('refuses a family waiting for approval, in Japanese', async () => {
    const { childId, api } = await referenceFamily(server, facilityId, ['uploaded'], 'requested');
    for (const response of [await api.list(childId), await api.issue(childId)]) {
      expect(response.status).toBe(409);
      expect((await jsonOf(response)).message).toMatch(/承認後にご利用いただけます/);
    }
  });

  it('answers malformed ids with 400 in Japanese, never 500', async () => {
    const { childId, api } = await referenceFamily(server, facilityId);
    for (const response of [
      await api.list('not-a-uuid'),
      await api.remove(childId, 'not-a-uuid'),
      await api.register(childId, ['x']),
      await api.register(childId, []),
    ]) {
      expect(response.status).toBe(400);
      expect(String((await jsonOf(response)).message)).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    expect((await api.remove(childId, crypto.randomUUID())).status).toBe(404);
  });
});
