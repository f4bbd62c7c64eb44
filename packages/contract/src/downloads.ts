import { z } from 'zod';
import { childIdParamsSchema } from './account.ts';
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

/** A ZIP streamed as the answer (the endpoint's answerType says so). */
export const zipAnswerSchema = z.string().meta({ format: 'binary' });

/** The schemas of the download calls (their endpoints: api/downloads.ts). */
export const downloadSchemas = {
  record: { params: childIdParamsSchema, body: downloadHistoryRequestSchema, answer: downloadRecordedSchema },
  recordBulk: {
    params: childIdParamsSchema,
    body: downloadHistoryBulkRequestSchema,
    answer: downloadRecordedSchema,
  },
  archive: { params: childIdParamsSchema, body: mediaArchiveRequestSchema, answer: zipAnswerSchema },
};
