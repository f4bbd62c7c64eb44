// Test support: media delivered to a child, with real objects in the test server's storage.
import { randomBytes, randomUUID } from 'node:crypto';
import { type Database, deliveries, media } from '@hibi/db';

type MediaInput = {
  shootingAt: Date;
  /** When the delivery was made; now by default. */
  deliveredAt?: Date;
  status?: 'ready' | 'processing';
  kind?: 'photo' | 'video';
  revoked?: boolean;
  /** The full-size photo's bytes (what downloads serve); a few random bytes by default. */
  full?: Buffer;
  /** Stored before medium tile images existed: no medium (the backfill makes it). */
  noMedium?: boolean;
  /** The ThumbHash (base64) the tile shows until its thumbnail; none by default. */
  placeholder?: string;
};

type Storage = { put(key: string, body: Buffer, contentType: string): Promise<void> };

/** Stores and delivers media to a child; answers their ids in the given order. */
export async function deliverMedia(
  target: { db: Database; storage: Storage; facilityId: string; childId: string },
  items: MediaInput[],
): Promise<string[]> {
  const rows = items.map((item) => {
    const id = randomUUID();
    const prefix = `media/${target.facilityId}/${id}`;
    const video = item.kind === 'video';
    return {
      item,
      row: {
        id,
        facilityId: target.facilityId,
        kind: item.kind ?? 'photo',
        originalKey: `${prefix}/original.${video ? 'mp4' : 'jpg'}`,
        previewKey: `${prefix}/preview.webp`,
        thumbnailKey: `${prefix}/thumbnail.webp`,
        mediumKey: item.noMedium ? null : `${prefix}/medium.webp`,
        posterKey: video ? `${prefix}/poster.webp` : null,
        videoKey: video ? `${prefix}/video.mp4` : null,
        fullKey: video ? null : `${prefix}/full.jpg`,
        contentSha256: randomBytes(32).toString('hex'),
        width: 1600,
        height: 1200,
        shootingAt: item.shootingAt,
        placeholder: item.placeholder ?? null,
        status: item.status ?? 'ready',
      } satisfies typeof media.$inferInsert,
    };
  });
  for (const { item, row } of rows) {
    const keys = [row.previewKey, row.thumbnailKey, row.mediumKey, row.posterKey, row.videoKey].filter(
      (key) => key !== null,
    );
    // The original is never served; a marker shows it if it ever were.
    await target.storage.put(row.originalKey, Buffer.from('the original, never served'), 'image/jpeg');
    if (row.fullKey) await target.storage.put(row.fullKey, item.full ?? randomBytes(64), 'image/jpeg');
    await Promise.all(
      keys.map((key) => target.storage.put(key, Buffer.from(`bytes of ${key}`), 'image/webp')),
    );
  }
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    await target.db.insert(media).values(batch.map(({ row }) => row));
    await target.db.insert(deliveries).values(
      batch.map(({ item, row }) => ({
        childId: target.childId,
        mediaId: row.id,
        shootingAt: item.shootingAt,
        deliveredAt: item.deliveredAt ?? new Date(),
        revokedAt: item.revoked ? new Date() : null,
        similarity: 0.96,
        margin: 0.2,
      })),
    );
  }
  return rows.map(({ row }) => row.id);
}

/** A GET with the guardian's bearer token, answering status and JSON body. */
export async function getJson<Body = Record<string, unknown>>(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as Body };
}
