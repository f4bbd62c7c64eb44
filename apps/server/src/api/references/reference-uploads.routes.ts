import { referenceApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { discardReferenceUpload } from './discard-reference-upload.service.ts';
import { readReferenceCheck } from './read-reference-check.service.ts';
import { startReferenceCheck } from './start-reference-check.service.ts';

/**
 * A reference photo uploaded but not sent yet (sign-up's step 4, マイページ's photos): its face
 * check, started right after the upload and read until it is done, and taking it out again.
 */
export function referenceUploadRoutes(app: ApiInstance, context: AppContext) {
  const preHandler = requireGuardian(context);

  serve(app, referenceApi.startCheck, { preHandler }, (request) =>
    startReferenceCheck(context, request.params.userId, request.params.referenceId),
  );
  serve(app, referenceApi.readCheck, { preHandler }, (request) =>
    readReferenceCheck(context, request.params.userId, request.params.referenceId),
  );
  serve(app, referenceApi.discardUpload, { preHandler }, (request) =>
    discardReferenceUpload(context, request.params.userId, request.params.referenceId),
  );
}
