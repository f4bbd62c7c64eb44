import type { mediaExportSchemas } from '../media-export.ts';
import { areaApi } from './endpoint.ts';

/** マイページ's 一括保存 (decision 0078): the months to take, and each month's ZIP by its signed link. */
export const mediaExportApi = areaApi<typeof mediaExportSchemas>('downloads', 'guardian', {
  read: {
    route: 'GET /api/users/:userId/mediaExport',
    operationId: 'getMediaExport',
    summary: "Every month of the family's children, each with a link to its ZIP",
    description:
      'Per child of the family and Tokyo month, how many photos and videos the family may see, with a signed link to that month’s ZIP (no upper count) valid until expiresAt.',
  },
  month: {
    route: 'GET /api/children/:childId/mediaExport/:month',
    operationId: 'downloadMonthArchive',
    summary: "One month's ZIP, by its signed link",
    description:
      'The month’s ZIP, streamed; opened by the browser itself (no bearer: the signed link says who). Photos as delivered, videos as MP4, stored uncompressed, with Content-Length when every size is known. 403 when the link expired or its guardian no longer sees the child.',
    access: 'public',
    answerType: 'application/zip',
  },
});
