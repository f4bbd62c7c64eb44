import { returnApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { notMyChildService } from './not-my-child.service.ts';

/** POST /api/{childId}/media/{mediaId}/not-my-child: see notMyChildService. */
export function notMyChildRoutes(app: ApiInstance, context: AppContext) {
  const returnItem = notMyChildService(context);
  serve(app, returnApi.notMyChild, { preHandler: requireGuardian(context) }, async (request) => {
    await returnItem(request.guardianId, request.params.childId, request.params.mediaId);
    return {};
  });
}
