import sharp from 'sharp';
import type { UploadTicket } from '../../apps/server/src/storage/object-storage.ts';

/** Specification §3's upload ticket, as the API answers it. */
export type Ticket = UploadTicket;

export type UploadFile = { bytes: Uint8Array; type: string; name: string };

/** A real JPEG photo (a flat colour is enough to decode). */
export async function sampleJpeg(): Promise<UploadFile> {
  const bytes = await sharp({ create: { width: 96, height: 64, channels: 3, background: '#f4a261' } })
    .jpeg()
    .toBuffer();
  return { bytes, type: 'image/jpeg', name: 'photo.jpg' };
}

/**
 * A browser's multipart POST of a ticket: its fields in S3's order, the file's Content-Type,
 * then `file` last. `fields` replaces or adds fields; null leaves one out. The ticket URL's host
 * is PUBLIC_URL's, so the path is sent to the test server instead.
 */
export function postUpload(
  serverUrl: string,
  ticket: Ticket,
  file: UploadFile,
  fields: Record<string, string | null> = {},
): Promise<Response> {
  const all: Record<string, string | null | undefined> = {
    key: ticket.key,
    AWSAccessKeyId: ticket.AWSAccessKeyId,
    policy: ticket.policy,
    signature: ticket.signature,
    'x-amz-security-token': ticket.xAmzSecurityToken,
    'Content-Type': file.type,
    ...fields,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(all)) if (value != null) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const url = new URL(new URL(ticket.url, serverUrl).pathname, serverUrl);
  return fetch(url, { method: 'POST', body: form });
}
