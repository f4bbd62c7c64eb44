import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFacility, testPassword } from '#tests/support/fixtures.ts';
import { createStaff, staffTokenOf } from '#tests/support/staff.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { waitFor } from '#tests/support/wait-for.ts';
import { runAdmin } from '../../../cli/admin.ts';
import { defineJob } from '../../../jobs/job-definition.ts';

let server: TestServer;
let env: NodeJS.ProcessEnv;
let operatorToken: string;
let staffToken: string;
let attempts = 0;
// Fails every time, and at once: retryLimit 0 sends it to the dead letters after one try.
const failingJob = defineJob({
  name: 'test-dead-letter',
  schema: z.object({ mediaId: z.string() }),
  retry: { retryLimit: 0, retryDelaySeconds: 1 },
  handle: async () => {
    attempts += 1;
    throw new Error(`サムネイル生成に失敗 (try ${attempts})`);
  },
});

const tokenOf = (email: string, url = server.url) => staffTokenOf(url, email);

const api = (path: string, token: string | null, method = 'GET') =>
  fetch(`${server.url}/api/admin/jobs/failed${path}`, {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

type Listed = { jobs: { id: string; name: string; data: unknown; error: string; failedAt: string }[] };
const failedJobs = async () =>
  ((await (await api('', operatorToken)).json()) as Listed).jobs.filter(
    (job) => job.name === failingJob.name,
  );

useTestServer(async (started) => {
  server = started.server;
  const { db } = server.database;
  const operator = await createStaff(db);
  const facility = await createFacility(db);
  const staff = await createStaff(db, { role: 'facility_staff', facilityId: facility.id });
  env = { ADMIN_URL: server.url, ADMIN_EMAIL: operator.email, ADMIN_PASSWORD: testPassword };
  operatorToken = await tokenOf(operator.email);
  staffToken = await tokenOf(staff.email);
  await server.context.jobs.work([failingJob]);
});

describe('the failed jobs of the admin API and CLI', () => {
  it('lists a job that failed for good with its error, and a retry runs it again', async () => {
    await server.context.jobs.enqueue(failingJob, { mediaId: 'm-1' });
    await waitFor(async () => (await failedJobs()).length === 1);
    const [dead] = await failedJobs();
    expect(dead).toEqual({
      id: expect.any(String),
      name: 'test-dead-letter',
      data: { mediaId: 'm-1' },
      error: 'サムネイル生成に失敗 (try 1)',
      failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const id = dead?.id ?? '';
    const retried = await api(`/${id}/retry`, operatorToken, 'POST');
    expect([retried.status, await retried.json()]).toEqual([200, { retried: true }]);
    await waitFor(async () => (await failedJobs())[0]?.error === 'サムネイル生成に失敗 (try 2)');
    expect(attempts).toBe(2);

    const lines: string[] = [];
    expect(await runAdmin(['jobs'], env, (line) => lines.push(line))).toBe(0);
    const line = lines.find((each) => each.includes(id));
    expect(line).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d JST {2}test-dead-letter {2}/);
    expect(line).toContain('サムネイル生成に失敗 (try 2)');
    expect(await runAdmin(['retry', id], env, (each) => lines.push(each))).toBe(0);
    expect(lines.at(-1)).toBe(`retried ${id}`);
    await waitFor(async () => attempts === 3);
    expect(server.jobErrors.every((entry) => entry.message === 'job failed')).toBe(true);
  });

  it('answers 404 for an id that is no failed job, from the API and the CLI', async () => {
    for (const id of [randomUUID(), 'not-a-job']) {
      const response = await api(`/${id}/retry`, operatorToken, 'POST');
      expect([response.status, await response.json()]).toEqual([
        404,
        { statusCode: 404, message: '指定された失敗ジョブが見つかりません。' },
      ]);
    }
    await expect(runAdmin(['retry', randomUUID()], env, () => {})).rejects.toThrow('見つかりません');
  });

  it('is for operators only', async () => {
    for (const [path, method] of [
      ['', 'GET'],
      [`/${randomUUID()}/retry`, 'POST'],
    ] as const) {
      const asStaff = await api(path, staffToken, method);
      expect([asStaff.status, await asStaff.json()]).toEqual([
        403,
        { statusCode: 403, message: '失敗したジョブを扱えるのは運営者のみです。' },
      ]);
      const signedOut = await api(path, null, method);
      expect(signedOut.status).toBe(401);
      expect(((await signedOut.json()) as { message: string }).message).toMatch(/ログイン/);
    }
  });
});
