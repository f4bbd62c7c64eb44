import { z } from 'zod';
import { idField } from './fields.ts';

import { maxMediaPerDownload } from './limits.ts';

export { maxMediaPerDownload };

const mediaIdList = z.array(idField).min(1).max(maxMediaPerDownload);

export const downloadHistoryRequestSchema = z.object({ mediaId: idField });
export const downloadHistoryBulkRequestSchema = z.object({ mediaIds: mediaIdList });
export const downloadRecordedSchema = z
  .boolean()
  .describe('true when the download was recorded; false (silently) when nothing could be');

export const mediaArchiveRequestSchema = z.object({ mediaIds: mediaIdList });
