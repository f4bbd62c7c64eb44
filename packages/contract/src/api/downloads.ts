import type { downloadSchemas } from '../downloads.ts';
import { areaCalls } from './endpoint.ts';

type Schemas = typeof downloadSchemas;
const call = areaCalls('downloads', 'guardian');
const recorded = 'Records that this guardian downloaded the media. false when nothing could be recorded.';

/** Download records (the specification's spelling "Donwload", kept exactly: §7) and ZIP downloads. */
export const downloadApi = {
  record: call<Schemas['record']>({
    method: 'POST',
    path: '/api/children/:childId/mediaDonwloadHistory',
    operationId: 'recordDownload',
    summary: 'Records the download of one media',
    description: recorded,
  }),
  recordBulk: call<Schemas['recordBulk']>({
    method: 'POST',
    path: '/api/children/:childId/mediaDonwloadHistory/bulk',
    operationId: 'recordDownloads',
    summary: 'Records the download of several media',
    description: recorded,
  }),
  archive: call<Schemas['archive']>({
    method: 'POST',
    path: '/api/children/:childId/media/archive',
    operationId: 'downloadMediaArchive',
    summary: 'A ZIP of the chosen media',
    description:
      'A ZIP of the chosen media (up to 1,000), streamed as it is written: photos as delivered, videos as MP4, named by Tokyo shooting time (2026-11-20_0930_1.jpg). 403 when any media is not this family’s to see. Record the download with mediaDonwloadHistory/bulk.',
    answerType: 'application/zip',
  }),
};
