import { referenceApi } from '@hibi/contract/api';
import { apiCall } from '~/features/session/api-client';

// A photo uploaded but not sent yet (decision 0039). Answers are typed, not parsed (decision 0017).

/** Right after the upload, the face check starts. */
export const startReferenceCheck = (userId: string, referenceId: string) =>
  apiCall(referenceApi.startCheck, { params: { userId, referenceId } });

/** Where it stands. */
export const readReferenceCheck = (userId: string, referenceId: string) =>
  apiCall(referenceApi.readCheck, { params: { userId, referenceId } });

/** The photo is taken out; a fresh ticket takes its place. */
export const discardReferenceUpload = (userId: string, referenceId: string) =>
  apiCall(referenceApi.discardUpload, { params: { userId, referenceId } });
