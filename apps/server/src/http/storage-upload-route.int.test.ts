import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { jsonOf } from '#tests/support/fixtures.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { postUpload, sampleJpeg, type Ticket, type UploadFile } from '#tests/support/uploads.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import { referenceUploadRules } from '../references/reference-uploads.ts';

let server: TestServer;
let clock = new Date('2026-11-22T10:00:00Z');
let photo: UploadFile;
let sequence = 0;
useTestServer(
  async (started) => {
    server = started.server;
    photo = await sampleJpeg();
  },
  { now: () => clock },
);

async function ticket(): Promise<Ticket> {
  sequence += 1;
  return server.context.storage.createUploadTicket(`reference-images/test/${sequence}`, referenceUploadRules);
}

/** A refused upload: a 4xx in the API's shape, in Japanese, and nothing written. */
async function expectRefused(response: Response, status: number, key: string, message?: RegExp) {
  expect(response.status).toBe(status);
  const body = await jsonOf(response);
  expect(body.statusCode).toBe(status);
  expect(body.message).toMatch(message ?? /[ぁ-ん]/);
  expect(await server.context.storage.exists(key)).toBe(false);
}

const reencoded = (policy: string, edit: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  edit(json);
  return Buffer.from(JSON.stringify(json)).toString('base64');
};

describe('POST /storage/upload', () => {
  it('stores the file of a valid ticket and answers 204, as S3 does', async () => {
    const t = await ticket();
    const response = await postUpload(server.url, t, photo);
    expect(response.status).toBe(204);
    expect(await buffer(await server.context.storage.read(t.key))).toEqual(Buffer.from(photo.bytes));
  });

  it('refuses a tampered policy, a tampered signature and another access key id', async () => {
    const t = await ticket();
    const larger = reencoded(t.policy, (json) => {
      json.conditions = [
        { key: t.key },
        ['content-length-range', 0, 10 ** 10],
        ['starts-with', '$Content-Type', ''],
      ];
    });
    await expectRefused(await postUpload(server.url, t, photo, { policy: larger }), 403, t.key, /署名/);
    await expectRefused(
      await postUpload(server.url, t, photo, {
        signature: `${t.signature.startsWith('x') ? 'y' : 'x'}${t.signature.slice(1)}`,
      }),
      403,
      t.key,
    );
    await expectRefused(
      await postUpload(server.url, t, photo, { AWSAccessKeyId: 'AKIAEXAMPLE' }),
      403,
      t.key,
    );
    await expectRefused(await postUpload(server.url, t, photo, { signature: null }), 403, t.key);
  });

  it('refuses a ticket after its 15 minutes', async () => {
    const t = await ticket();
    const issuedAt = clock;
    clock = new Date(issuedAt.getTime() + 15 * 60 * 1000 + 1000);
    try {
      await expectRefused(await postUpload(server.url, t, photo), 403, t.key, /有効期限が切れました/);
    } finally {
      clock = issuedAt;
    }
  });

  it('refuses a key other than the ticket’s', async () => {
    const t = await ticket();
    const other = `${t.key}-other`;
    await expectRefused(await postUpload(server.url, t, photo, { key: other }), 403, other, /アップロード先/);
    expect(await server.context.storage.exists(t.key)).toBe(false);
  });

  it('refuses a file over the size range, and an empty one', async () => {
    const t = await ticket();
    const oversized = { ...photo, bytes: new Uint8Array(referenceUploadRules.maxBytes + 1) };
    await expectRefused(await postUpload(server.url, t, oversized), 400, t.key, /20MB以下/);
    const empty = { ...photo, bytes: new Uint8Array(0) };
    await expectRefused(await postUpload(server.url, t, empty), 400, t.key, /空/);
  });

  it('refuses a content type the policy does not allow', async () => {
    const t = await ticket();
    const textFile = { bytes: Buffer.from('hello'), type: 'text/plain', name: 'a.txt' };
    await expectRefused(await postUpload(server.url, t, textFile), 403, t.key, /種類/);
  });

  it('takes specification §7’s form without Content-Type, typed by the file’s bytes', async () => {
    const t = await ticket();
    const put = vi.spyOn(server.context.storage, 'put');
    try {
      const response = await postUpload(server.url, t, photo, { 'Content-Type': null });
      expect(response.status).toBe(204);
      expect(put).toHaveBeenCalledWith(t.key, expect.any(Buffer), 'image/jpeg');
    } finally {
      put.mockRestore();
    }
    expect(await buffer(await server.context.storage.read(t.key))).toEqual(Buffer.from(photo.bytes));
  });

  it('refuses a file without Content-Type whose bytes are not a type the policy allows', async () => {
    const t = await ticket();
    const textFile = { bytes: Buffer.from('hello, not a photo'), type: 'text/plain', name: 'a.txt' };
    const noType = { 'Content-Type': null };
    await expectRefused(await postUpload(server.url, t, textFile, noType), 403, t.key, /この種類のファイル/);
    // A staff ticket for one type: a PNG's bytes do not pass for the JPEG it names.
    const jpegOnly = await server.context.storage.createUploadTicket(`media/test/${sequence}.jpg`, {
      ...referenceUploadRules,
      contentTypes: ['image/jpeg'],
      typeFromBytes: false,
    });
    const png = { ...photo, bytes: await sharp(photo.bytes).png().toBuffer(), type: 'image/png' };
    await expectRefused(await postUpload(server.url, jpegOnly, png, noType), 403, jpegOnly.key, /種類/);
  });

  it('refuses fields no condition names, repeated fields and a form without its file', async () => {
    const t = await ticket();
    await expectRefused(await postUpload(server.url, t, photo, { acl: 'public-read' }), 400, t.key, /acl/);
    const form = new FormData();
    form.append('key', t.key);
    form.append('key', t.key);
    const repeated = await fetch(`${server.url}/storage/upload`, { method: 'POST', body: form });
    await expectRefused(repeated, 400, t.key);
    const fieldsOnly = new FormData();
    for (const [name, value] of Object.entries(t)) fieldsOnly.append(name, value);
    await expectRefused(
      await fetch(`${server.url}/storage/upload`, { method: 'POST', body: fieldsOnly }),
      400,
      t.key,
      /ファイルが含まれていません/,
    );
  });

  it('refuses what is not a multipart form, or a broken one, with a 4xx', async () => {
    const json = await fetch(`${server.url}/storage/upload`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"key":"x"}',
    });
    await expectRefused(json, 400, 'x');
    const broken = await fetch(`${server.url}/storage/upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="key"\r\n\r\nabc',
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
  });
});
