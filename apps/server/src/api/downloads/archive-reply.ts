import type { FastifyReply } from 'fastify';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { type ArchiveEntry, streamMediaArchive } from './media-archive.ts';

type ArchiveReply = {
  fileName: string;
  /** The ZIP's exact length when every size is known: sent as Content-Length. */
  length?: number | null;
  /** What the log calls the archive ('archive', 'export'). */
  label: string;
};

/** Streams a ZIP of storage objects as the reply; reading stops when the client goes away. */
export function replyWithArchive(
  reply: FastifyReply,
  storage: ObjectStorage,
  entries: ArchiveEntry[],
  { fileName, length = null, label }: ArchiveReply,
) {
  const log = reply.request.log;
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  const zip = streamMediaArchive(storage, entries, {
    signal: gone.signal,
    onSkipped: (entry, error) => {
      log.warn({ err: error, key: entry.key }, `${label} entry skipped`);
      // A declared length no longer holds: the download fails, to be tried again, rather than end short.
      if (length !== null) zip.destroy(new Error(`${label} entry unreadable`));
    },
    onFailed: (error) => log.error({ err: error }, `${label} failed`),
  });
  if (length !== null) reply.header('content-length', length);
  return (
    reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      // The reply's type is the documented (string) body; the stream is what Fastify sends.
      .send(zip as unknown as string)
  );
}
