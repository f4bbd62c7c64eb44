import { z } from 'zod';
import { userIdParamsSchema } from './account.ts';
import { childLeavingSchema } from './admin/child-leaving.ts';
import { zipAnswerSchema } from './downloads.ts';
import { idField } from './fields.ts';

// マイページの「写真・動画の一括保存」 (decision 0078): every month of each of the family's children,
// each a ZIP the browser downloads itself from a short-lived signed link, with no upper count.

export const mediaExportMonthSchema = z.object({
  month: z.string().describe('YYYY-MM, by Tokyo shooting time'),
  photos: z.number().int(),
  videos: z.number().int(),
  url: z.string().describe('a signed GET link to the month’s ZIP, valid until expiresAt'),
});

export const mediaExportSchema = z.object({
  expiresAt: z.iso.datetime().describe('when the links stop opening: read the list again before'),
  children: z.array(
    z.object({
      childId: idField,
      /** The nickname, else the given name, as the app names a child. */
      name: z.string(),
      leaving: childLeavingSchema.nullable(),
      months: z.array(mediaExportMonthSchema).describe('newest month first'),
    }),
  ),
});
export type MediaExport = z.infer<typeof mediaExportSchema>;
export type MediaExportMonth = z.infer<typeof mediaExportMonthSchema>;

/** GET /api/children/{childId}/mediaExport/{month}: the link's path and signature. */
export const mediaExportLinkParamsSchema = z.object({
  childId: idField,
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'YYYY-MM の形で指定してください。'),
});
export const mediaExportLinkQuerySchema = z.object({
  exp: z.coerce.number().int(),
  viewer: idField,
  sig: z.string().max(100),
});

/** The schemas of the media export's calls (their endpoints: api/media-export.ts). */
export const mediaExportSchemas = {
  read: { params: userIdParamsSchema, answer: mediaExportSchema },
  month: { params: mediaExportLinkParamsSchema, query: mediaExportLinkQuerySchema, answer: zipAnswerSchema },
};
