import { maxReferencesPerChild } from '../limits.ts';
import type { referenceSchemas } from '../references.ts';
import { areaApi } from './endpoint.ts';

const rule = `For an approved guardian of an approved child; at most ${maxReferencesPerChild} photos accepted or being checked.`;

/**
 * A child's reference photos: after approval, the family's own (children grow, so new photos
 * keep them found; 保護者 only, 409 when the family is not approved yet, the cap is reached or the
 * last accepted photo would go); and a photo uploaded but not sent yet (sign-up's step 4,
 * マイページ's photos), its face check and taking it out again.
 */
export const referenceApi = areaApi<typeof referenceSchemas>('references', 'guardian', {
  list: {
    route: 'GET /api/:childId/references',
    operationId: 'listReferences',
    summary: "The child's reference photos, newest first",
    description: `The child's reference photos the family sent (sign-up's and later ones), newest first. ${rule}`,
    errors: [409],
  },
  issueTickets: {
    route: 'POST /api/:childId/references',
    operationId: 'issueReferenceTickets',
    summary: 'Upload tickets for new reference photos',
    description: `Upload tickets for new photos (up to 3, fewer near the limit), as in sign-up step 3. ${rule}`,
    errors: [409],
  },
  register: {
    route: 'PUT /api/:childId/references',
    operationId: 'registerReferences',
    summary: 'Registers uploaded reference photos for the face check',
    description: `Registers uploaded photos; each is checked for one usable face in the background. ${rule}`,
    errors: [409],
  },
  remove: {
    route: 'DELETE /api/:childId/references/:referenceId',
    operationId: 'removeReference',
    summary: 'Removes one reference photo',
    description: 'Removes one photo and its face from the child’s gallery; the last accepted photo stays.',
    errors: [409],
  },
  startCheck: {
    route: 'POST /api/users/:userId/referenceUploads/:referenceId/check',
    operationId: 'startReferenceCheck',
    summary: 'Starts the face check of an uploaded photo',
    description: 'Starts the face check of an uploaded photo.',
    errors: [409],
  },
  readCheck: {
    route: 'GET /api/users/:userId/referenceUploads/:referenceId/check',
    operationId: 'getReferenceCheck',
    summary: 'Where the face check of an uploaded photo stands',
    description: 'Where the face check of an uploaded photo stands.',
    errors: [409],
  },
  discardUpload: {
    route: 'DELETE /api/users/:userId/referenceUploads/:referenceId',
    operationId: 'discardReferenceUpload',
    summary: 'Takes out an uploaded photo not sent yet',
    description: 'Takes out a photo not sent yet; answers a fresh ticket in its place.',
    errors: [409],
  },
});
