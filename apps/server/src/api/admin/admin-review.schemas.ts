import { z } from 'zod';

export const reviewQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(100).describe('of each list, newest first'),
});

const scores = {
  similarity: z.number().nullable().describe("the face's similarity to the child"),
  margin: z.number().nullable().describe('its lead over the next child'),
};

export const reviewResponseSchema = z.object({
  returned: z
    .array(
      z.object({
        deliveryId: z.string(),
        mediaId: z.string(),
        facilityId: z.string(),
        childId: z.string(),
        childName: z.string(),
        returnedAt: z.iso.datetime(),
        ...scores,
      }),
    )
    .describe("items families returned as 'not my child'"),
  undecided: z
    .array(
      z.object({
        faceId: z.string(),
        mediaId: z.string(),
        facilityId: z.string(),
        childId: z.string().nullable().describe('the closest child, who did not receive it'),
        decidedAt: z.iso.datetime(),
        ...scores,
      }),
    )
    .describe('faces given to nobody because two children, or a returned face, were too close'),
});
