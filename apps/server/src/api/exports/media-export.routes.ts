import {
  mediaExportLinkParamsSchema,
  mediaExportLinkQuerySchema,
  mediaExportSchema,
  userIdParamsSchema,
} from '@hibi/contract';
import { z } from 'zod';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { streamMediaArchive } from '../downloads/media-archive.ts';
import { errorResponses } from '../error-responses.ts';
import { readMediaExport } from './media-export.service.ts';
import { monthArchive } from './month-archive.service.ts';

const tags = ['downloads'];

/** マイページ's 一括保存 (decision 0078): the months to take, and each month's ZIP by its signed link. */
export function mediaExportRoutes(app: ApiInstance, context: AppContext) {
  app.get(
    '/users/:userId/mediaExport',
    {
      preHandler: requireGuardian(context),
      schema: {
        tags,
        security: [{ bearer: [] }],
        description:
          'Per child of the family and Tokyo month, how many photos and videos the family may see, with a signed link to that month’s ZIP (no upper count) valid until expiresAt.',
        params: userIdParamsSchema,
        response: { 200: mediaExportSchema, ...errorResponses },
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return readMediaExport(context, request.guardianId);
    },
  );

  app.get(
    '/children/:childId/mediaExport/:month',
    {
      compress: false,
      schema: {
        tags,
        description:
          'The month’s ZIP, streamed; opened by the browser itself (no bearer: the signed link says who). Photos as delivered, videos as MP4, stored uncompressed, with Content-Length when every size is known. 403 when the link expired or its guardian no longer sees the child.',
        params: mediaExportLinkParamsSchema,
        querystring: mediaExportLinkQuerySchema,
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
      const archive = await monthArchive(context, { ...request.params, ...request.query });
      const gone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      const zip = streamMediaArchive(context.storage, archive.entries, {
        signal: gone.signal,
        onSkipped: (entry, error) => {
          request.log.warn({ err: error, key: entry.key }, 'export entry skipped');
          // A declared length no longer holds: the download fails, to be tried again, rather than end short.
          if (archive.length !== null) zip.destroy(new Error('export entry unreadable'));
        },
        onFailed: (error) => request.log.error({ err: error }, 'export failed'),
      });
      if (archive.length !== null) reply.header('content-length', archive.length);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .header('cache-control', 'no-store')
        .send(zip as unknown as string);
    },
  );
}
