import { z } from 'zod';
import { childIdParamsSchema } from './account.ts';
import { emptyAnswerSchema } from './api-error.ts';
import { idField } from './fields.ts';
import { maxReferencesPerChild } from './limits.ts';
import {
  childReferenceImageRequestSchema,
  referenceUploadTicketsSchema,
  uploadTicketSchema,
} from './signup.ts';

export { maxReferencesPerChild };

/** DELETE /api/{childId}/references/{referenceId}. */
export const childReferenceParamsSchema = z.object({ childId: idField, referenceId: idField });

export const guardianReferenceStatusSchema = z
  .enum(['checking', 'accepted', 'rejected'])
  .describe('checking: waiting for the face check; accepted: used to find the child; rejected: not usable');
export type GuardianReferenceStatus = z.infer<typeof guardianReferenceStatusSchema>;

export const guardianReferenceSchema = z.object({
  referenceId: idField,
  status: guardianReferenceStatusSchema,
  reason: z.string().nullable().describe('Why the photo could not be used, in Japanese'),
  createdAt: z.iso.datetime(),
  url: z.string().describe('signed URL of the photo as uploaded, valid at least 10 minutes'),
});
export type GuardianReference = z.infer<typeof guardianReferenceSchema>;

/** GET /api/{childId}/references: the photos the family sent, newest first. */
export const guardianReferencesSchema = z.object({
  references: z.array(guardianReferenceSchema),
  maxReferences: z
    .number()
    .int()
    .describe(`At most this many photos accepted or checking (${maxReferencesPerChild})`),
});
export type GuardianReferences = z.infer<typeof guardianReferencesSchema>;

/** /api/users/{userId}/referenceUploads/{referenceId}: one uploaded photo not sent yet. */
export const referenceUploadParamsSchema = z.object({ userId: idField, referenceId: idField });

/**
 * The face check of one uploaded photo, as the family reads it before sending (decision 0039):
 * still checking, usable, no face, several faces, the face too small, or another problem.
 */
export const referenceCheckKindSchema = z.enum([
  'checking',
  'usable',
  'no_face',
  'several_faces',
  'face_too_small',
  'unusable',
]);

export const referenceCheckSchema = z.object({
  referenceId: idField,
  verdict: referenceCheckKindSchema,
  message: z.string().describe('What the family reads, in Japanese, with what to do'),
});
export type ReferenceCheck = z.infer<typeof referenceCheckSchema>;

/** DELETE …/referenceUploads/{referenceId}: the photo is gone, a fresh ticket takes its place. */
export const referenceDiscardAnswerSchema = z.object({ ticket: uploadTicketSchema });
export type ReferenceDiscardAnswer = z.infer<typeof referenceDiscardAnswerSchema>;

/** The schemas of the reference photos' calls (their endpoints: api/references.ts). */
export const referenceSchemas = {
  list: { params: childIdParamsSchema, answer: guardianReferencesSchema },
  issueTickets: { params: childIdParamsSchema, answer: referenceUploadTicketsSchema },
  register: {
    params: childIdParamsSchema,
    body: childReferenceImageRequestSchema,
    answer: emptyAnswerSchema,
  },
  remove: { params: childReferenceParamsSchema, answer: emptyAnswerSchema },
  startCheck: { params: referenceUploadParamsSchema, answer: referenceCheckSchema },
  readCheck: { params: referenceUploadParamsSchema, answer: referenceCheckSchema },
  discardUpload: { params: referenceUploadParamsSchema, answer: referenceDiscardAnswerSchema },
};
