import { downloadApi } from '@hibi/contract';
import { tokyoDate } from '@hibi/domain';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { replyWithArchive } from './archive-reply.ts';
import { listArchiveEntries } from './list-archive-entries.service.ts';
import { recordDownloads } from './record-downloads.service.ts';

/** Download records (the specification's spelling "Donwload", kept exactly) and ZIP downloads. */
export function downloadRoutes(app: ApiInstance, context: AppContext) {
  const preHandler = requireGuardian(context);

  serve(app, downloadApi.record, { preHandler }, (request) =>
    recordDownloads(context, request.guardianId, request.params.childId, [request.body.mediaId], request.log),
  );
  serve(app, downloadApi.recordBulk, { preHandler }, (request) =>
    recordDownloads(context, request.guardianId, request.params.childId, request.body.mediaIds, request.log),
  );
  serve(app, downloadApi.archive, { preHandler, compress: false }, async (request, reply) => {
    const { guardianId, params, body } = request;
    const entries = await listArchiveEntries(context, guardianId, params.childId, body.mediaIds);
    const fileName = `hibi-photo_${tokyoDate(context.now()).replaceAll('-', '')}.zip`;
    return replyWithArchive(reply, context.storage, entries, { fileName, label: 'archive' });
  });
}
