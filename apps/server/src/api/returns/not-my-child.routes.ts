import { returnApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { returnMedia } from './return-media.service.ts';

/** POST /api/{childId}/media/{mediaId}/not-my-child: see returnMedia. */
export function notMyChildRoutes(app: ApiInstance, context: AppContext) {
  serve(app, returnApi.notMyChild, { preHandler: requireGuardian(context) }, async (request) => {
    await returnMedia(context, request.guardianId, request.params.childId, request.params.mediaId);
    return {};
  });
}
