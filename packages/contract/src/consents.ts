import { z } from 'zod';
import { userIdParamsSchema } from './account.ts';

/** The texts a guardian consents to (DESIGN.md §9); their versions live in @hibi/domain. */
export const consentDocumentField = z.enum(['terms', 'privacy', 'faceProcessing']);
export type ConsentDocumentName = z.infer<typeof consentDocumentField>;

/** What each text is called on screens. */
export const consentDocumentLabels: Record<ConsentDocumentName, string> = {
  terms: '利用規約',
  privacy: 'プライバシーポリシー',
  faceProcessing: '顔認識によるお子さまの写真の仕分け',
};

/** One text: its current version and the latest one the guardian agreed to (null: never). */
export const consentItemSchema = z.object({
  document: consentDocumentField,
  currentVersion: z.string().describe('YYYY-MM-DD, the revision date of the text in force'),
  consentedVersion: z.string().nullable(),
  consentedAt: z.iso.datetime().nullable().describe('ISO 8601; when consentedVersion was agreed to'),
  current: z.boolean().describe('consentedVersion is the current version'),
});
export type ConsentItem = z.infer<typeof consentItemSchema>;

/** GET and POST /api/users/{userId}/consents: every text, and those to ask again (outdated). */
export const consentStatusSchema = z.object({
  consents: z.array(consentItemSchema),
  outdated: z.array(consentDocumentField),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;

/** POST /api/users/{userId}/consents: agree to the current version of each text named. */
export const consentRequestSchema = z.object({
  documents: z.array(consentDocumentField).min(1).max(3),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

export const consentSchemas = {
  status: { params: userIdParamsSchema, answer: consentStatusSchema },
  agree: { params: userIdParamsSchema, body: consentRequestSchema, answer: consentStatusSchema },
};
