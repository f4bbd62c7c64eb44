import { z } from 'zod';
import { childIdParamsSchema } from './account.ts';
import { idField } from './fields.ts';

export const photoMovieParamsSchema = z.object({ childId: idField, collectionId: idField });

// Field names are the specification's (§3), snake_case as the app reads them.
export const photoMovieMediaSchema = z.object({
  media_id: z.uuid(),
  media_datetime: z.iso.datetime().describe('shooting time'),
  image_url: z.string().describe('signed URL of the preview, valid at least 10 minutes'),
  is_active: z.boolean(),
});

export const photoMovieSchema = z.object({
  collection_id: z.uuid(),
  datefrom: z.iso.date().describe('Monday of the week (Asia/Tokyo)'),
  dateto: z.iso.date().describe('Sunday of the week'),
  is_active: z.boolean(),
  is_published: z.boolean(),
  is_viewed: z.boolean().describe('whether this guardian has opened it'),
  thumbnail_url: z.string().nullable(),
  video_url: z
    .string()
    .nullable()
    .describe('signed URL of the MP4 slideshow; null while it is (re)made, e.g. after a returned photo'),
  collection_media: z.array(photoMovieMediaSchema).describe('in the order of the movie'),
});
export type PhotoMovie = z.infer<typeof photoMovieSchema>;

export const photoMovieListSchema = z.array(photoMovieSchema).describe('newest week first');

/** The schemas of the photo movies' calls (their endpoints: api/photomovies.ts). */
export const photoMovieSchemas = {
  list: { params: childIdParamsSchema, answer: photoMovieListSchema },
  one: { params: photoMovieParamsSchema, answer: photoMovieSchema },
};
