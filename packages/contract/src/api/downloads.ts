import type { downloadSchemas } from '../downloads.ts';
import { areaApi } from './endpoint.ts';

const recorded = 'Records that this guardian downloaded the media. false when nothing could be recorded.';

/** Download records (the specification's spelling "Donwload", kept exactly: §7) and ZIP downloads. */
export const downloadApi = areaApi<typeof downloadSchemas>('downloads', 'guardian', {
  record: {
    route: 'POST /api/children/:childId/mediaDonwloadHistory',
    operationId: 'recordDownload',
    summary: 'Records the download of one media',
    description: recorded,
  },
  recordBulk: {
    route: 'POST /api/children/:childId/mediaDonwloadHistory/bulk',
    operationId: 'recordDownloads',
    summary: 'Records the download of several media',
    description: recorded,
  },
  archive: {
    route: 'POST /api/children/:childId/media/archive',
    operationId: 'downloadMediaArchive',
    summary: 'A ZIP of the chosen media',
    description:
      'A ZIP of the chosen media (up to 1,000), streamed as it is written: photos as delivered, videos as MP4, named by Tokyo shooting time (2026-11-20_0930_1.jpg). 403 when any media is not this family’s to see. Record the download with mediaDonwloadHistory/bulk.',
    answerType: 'application/zip',
  },
});
