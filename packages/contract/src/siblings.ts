import { z } from 'zod';
import { userIdParamsSchema } from './account.ts';
import { emptyAnswerSchema } from './api-error.ts';
import { idField } from './fields.ts';
import { signupRequestSchema } from './signup.ts';

// A brother or sister a 保護者 adds from マイページ (DESIGN.md §3a, decision 0043): the child's
// details as in the sign-up, then reference photos through /api/{childId}/references, then the
// request to the facility's staff.

const child = signupRequestSchema.shape;

/** POST /api/users/{userId}/family/children. */
export const addSiblingRequestSchema = z.object({
  firstName: child.childFirstName,
  lastName: child.childLastName,
  nickname: child.childNickname,
  birthday: child.childBirthday,
  groupId: child.groupId,
});
export type AddSiblingRequest = z.infer<typeof addSiblingRequestSchema>;
export const addedSiblingSchema = z.object({ childId: idField });
export type AddedSibling = z.infer<typeof addedSiblingSchema>;

/** …/family/children/{childId}…: a child of the family not approved yet. */
export const siblingParamsSchema = z.object({ userId: idField, childId: idField });

/** PUT …/family/children/{childId}/request: answers when it was sent. */
export const sentSiblingRequestSchema = z.object({ siblingRequestedAt: z.iso.datetime() });
export type SentSiblingRequest = z.infer<typeof sentSiblingRequestSchema>;

/** The schemas of the sibling calls (their endpoints: api/siblings.ts). */
export const siblingSchemas = {
  add: { params: userIdParamsSchema, body: addSiblingRequestSchema, answer: addedSiblingSchema },
  sendRequest: { params: siblingParamsSchema, answer: sentSiblingRequestSchema },
  withdraw: { params: siblingParamsSchema, answer: emptyAnswerSchema },
};
