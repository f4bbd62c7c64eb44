import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createFacility } from '#tests/support/fixtures.ts';
import { signedInFamily } from '#tests/support/signed-in-family.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { streamMediaArchive } from './media-archive.ts';

const photoBytes = 128 * 1024;
const mib = 1024 * 1024;

/** Reads a stream to its end, keeping only its last `keepBytes`; `onChunk` sees every chunk. */
async function drain(body: AsyncIterable<Uint8Array>, keepBytes: number, onChunk = (_bytes: number) => {}) {
  let total = 0;
  const kept: Uint8Array[] = [];
  let keptBytes = 0;
  for await (const chunk of body) {
    total += chunk.length;
    onChunk(chunk.length);
    kept.push(chunk);
    keptBytes += chunk.length;
    while (kept.length > 1 && keptBytes - (kept[0]?.length ?? 0) >= keepBytes)
      keptBytes -= kept.shift()?.length ?? 0;
  }
  return { total, tail: Buffer.concat(kept) };
}

describe('the media archive stream', () => {
  it('opens one object at a time and stops reading storage while the client does not read', async () => {
    let open = 0;
    let mostOpen = 0;
    let opened = 0;
    const storage = {
      async read() {
        opened += 1;
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        const stream = Readable.from([randomBytes(photoBytes)]);
        // 'end': the archive has read it all (close comes a tick later).
        stream.on('end', () => {
          open -= 1;
        });
        return stream;
      },
    } as unknown as ObjectStorage;
    const entries = Array.from({ length: 1000 }, (_, i) => ({
      name: `${i}.jpg`,
      key: `k${i}`,
      shootingAt: new Date(),
    }));
    const zip = streamMediaArchive(storage, entries, {
      signal: new AbortController().signal,
      onSkipped: () => {},
      onFailed: () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nobody read: only what fills the stream buffers was taken from storage.
    expect(opened).toBeLessThan(20);
    const { total } = await drain(zip, 0);
    expect(opened).toBe(1000);
    expect(mostOpen).toBe(1);
    expect(total).toBeGreaterThan(1000 * photoBytes);
  });
});

describe('POST /api/children/{childId}/media/archive with 1,000 photos', () => {
  let server: TestServer;
  useTestServer((started) => {
    server = started.server;
  });

  it('streams them all, never holding more than a sliver of the 128 MiB ZIP', async () => {
    const { db } = server.database;
    const facilityId = (await createFacility(db)).id;
    const { child, headers, deliver } = await signedInFamily(server, { facilityId });
    const start = Date.UTC(2026, 10, 20, 0, 0);
    const photo = randomBytes(photoBytes);
    const ids = await deliver(
      Array.from({ length: 1000 }, (_, i) => ({ shootingAt: new Date(start + i * 20_000), full: photo })),
    );
    // Bytes taken from storage but not yet received by the client: all the server can be holding.
    let taken = 0;
    let received = 0;
    let mostHeld = 0;
    const { storage } = server.context;
    const read = storage.read.bind(storage);
    storage.read = async (key) => {
      const source = await read(key);
      async function* counted() {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          taken += chunk.length;
          mostHeld = Math.max(mostHeld, taken - received);
          yield chunk;
        }
      }
      return Readable.from(counted(), { objectMode: false });
    };
    const response = await fetch(`${server.url}/api/children/${child.id}/media/archive`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ mediaIds: ids }),
    });
    expect(response.status).toBe(200);
    const { total, tail } = await drain(response.body ?? Readable.from([]), mib, (bytes) => {
      received += bytes;
    });
    storage.read = read;
    expect(total).toBeGreaterThan(1000 * photoBytes);
    // The end-of-central-directory record counts the entries.
    const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(tail.readUInt16LE(end + 10)).toBe(1000);
    // A server holding the ZIP would reach its whole 128 MiB here; streaming keeps only what the
    // socket and stream buffers hold.
    expect(mostHeld).toBeLessThan(16 * mib);
  }, 120_000);
});
