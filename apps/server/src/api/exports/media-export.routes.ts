import { mediaExportApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { replyWithArchive } from '../downloads/archive-reply.ts';
import { serve } from '../serve.ts';
import { readMediaExport } from './read-media-export.service.ts';
import { readMonthArchive } from './read-month-archive.service.ts';

/** マイページ's 一括保存 (decision 0078): the months to take, and each month's ZIP by its signed link. */
export function mediaExportRoutes(app: ApiInstance, context: AppContext) {
  serve(app, mediaExportApi.read, { preHandler: requireGuardian(context) }, (request) =>
    readMediaExport(context, request.guardianId),
  );
  serve(app, mediaExportApi.month, { compress: false }, async (request, reply) => {
    const archive = await readMonthArchive(context, { ...request.params, ...request.query });
    return replyWithArchive(reply, context.storage, archive.entries, {
      fileName: archive.fileName,
      length: archive.length,
      label: 'export',
    });
  });
}
