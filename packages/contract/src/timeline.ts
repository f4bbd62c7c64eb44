import { z } from 'zod';
import { childIdParamsSchema } from './account.ts';

/** 'true' / 'false' in a query string (z.coerce.boolean would read 'false' as true). */
const queryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const timelineModeQuerySchema = z.object({
  recent: queryFlag.optional().describe('true: only the last 7 days (Asia/Tokyo), whatever the plan'),
  trialing: queryFlag
    .optional()
    .describe("false: a trial member chose 'more' and sees everything; free members always see 7 days"),
});

export const timelineListQuerySchema = timelineModeQuerySchema.extend({
  paginationToken: z
    .string()
    .min(1)
    .max(512)
    .optional()
    .describe('nextPaginationToken of the previous page, unchanged'),
});

export const timelineItemSchema = z.object({
  mediaId: z.uuid(),
  shootingAt: z.iso.datetime(),
  kind: z.enum(['photo', 'video']),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  placeholder: z.string().nullable().describe('ThumbHash (base64) to show while the image loads'),
  thumbnailUrl: z.string().describe('signed URL, valid at least 10 minutes; the shorter edge is 320 px'),
  mediumUrl: z
    .string()
    .nullable()
    .describe('the same tile at 640 px for 2× and 3× screens (srcset); null until made for older media'),
  previewUrl: z.string(),
  originalUrl: z.string(),
  videoUrl: z.string().optional(),
  posterUrl: z.string().optional(),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const timelineModeSchema = z
  .enum(['recent', 'all'])
  .describe('recent: today and the 6 days before (Asia/Tokyo); all: the whole timeline');

export const timelinePageSchema = z.object({
  content: z.array(timelineItemSchema).describe('newest first, at most 60'),
  nextPaginationToken: z.string().nullable().describe('null on the last page'),
});
export type TimelinePage = z.infer<typeof timelinePageSchema>;

export const timelineSummarySchema = z.object({
  mode: timelineModeSchema,
  recentFrom: z.iso.date().describe('first day of the recent view'),
  count: z.number().int().describe('items the mode shows'),
  totalCount: z.number().int().describe('items of the whole timeline, so the app can say how many more'),
  days: z
    .array(z.object({ date: z.iso.date(), count: z.number().int() }))
    .describe('items per shooting day (Asia/Tokyo) the mode shows, newest first'),
  latest: z.array(timelineItemSchema).describe('the newest items (up to 8), for a header or a preview'),
});
export type TimelineSummary = z.infer<typeof timelineSummarySchema>;

/** The schemas of the timeline's calls (their endpoints: api/timeline.ts). */
export const timelineSchemas = {
  summary: { params: childIdParamsSchema, query: timelineModeQuerySchema, answer: timelineSummarySchema },
  list: { params: childIdParamsSchema, query: timelineListQuerySchema, answer: timelinePageSchema },
};
