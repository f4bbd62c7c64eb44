import {
  childIdParamsSchema,
  downloadHistoryBulkRequestSchema,
  downloadHistoryRequestSchema,
  downloadRecordedSchema,
  mediaArchiveRequestSchema,
} from '@hibi/contract';
import { tokyoDate } from '@hibi/domain';
import { z } from 'zod';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { downloadService } from './download.service.ts';
import { streamMediaArchive } from './media-archive.ts';

const tags = ['downloads'];
const security = [{ bearer: [] }];

/** Download records (the specification's spelling "Donwload", kept exactly) and ZIP downloads. */
export function downloadRoutes(app: ApiInstance, context: AppContext) {
  const downloads = downloadService(context);
  const preHandler = requireGuardian(context);
  const recordSchema = <Body extends z.ZodType>(body: Body) => ({
    tags,
    security,
    description: 'Records that this guardian downloaded the media. false when nothing could be recorded.',
    params: childIdParamsSchema,
    body,
    response: { 200: downloadRecordedSchema, ...errorResponses },
  });

  app.post(
    '/children/:childId/mediaDonwloadHistory',
    { preHandler, schema: recordSchema(downloadHistoryRequestSchema) },
    (request) =>
      downloads.record(request.guardianId, request.params.childId, [request.body.mediaId], request.log),
  );

  app.post(
    '/children/:childId/mediaDonwloadHistory/bulk',
    { preHandler, schema: recordSchema(downloadHistoryBulkRequestSchema) },
    (request) =>
      downloads.record(request.guardianId, request.params.childId, request.body.mediaIds, request.log),
  );

  app.post(
    '/children/:childId/media/archive',
    {
      preHandler,
      compress: false,
      schema: {
        tags,
        security,
        description:
          'A ZIP of the chosen media (up to 1,000), streamed as it is written: photos as delivered, videos as MP4, named by Tokyo shooting time (2026-11-20_0930_1.jpg). 403 when any media is not this family’s to see. Record the download with mediaDonwloadHistory/bulk.',
        params: childIdParamsSchema,
        body: mediaArchiveRequestSchema,
        response: {
          200: {
            description: 'the ZIP',
            content: { 'application/zip': { schema: z.string().meta({ format: 'binary' }) } },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const entries = await downloads.archiveEntries(
        request.guardianId,
        request.params.childId,
        request.body.mediaIds,
      );
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const zip = streamMediaArchive(context.storage, entries, {
        signal: gone.signal,
        onSkipped: (entry, error) =>
          request.log.warn({ err: error, key: entry.key }, 'archive entry skipped'),
        onFailed: (error) => request.log.error({ err: error }, 'archive failed'),
      });
      const fileName = `hibi-photo_${tokyoDate(context.now()).replaceAll('-', '')}.zip`;
      return (
        reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          // The reply's type is the documented (string) body; the stream is what Fastify sends.
          .send(zip as unknown as string)
      );
    },
  );
}
