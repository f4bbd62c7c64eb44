import { consentApi } from '@hibi/contract';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { serve } from '../serve.ts';
import { agreeToConsents } from './agree-to-consents.service.ts';
import { getConsents } from './get-consents.service.ts';

/** The guardian's consents to the terms, the privacy policy and face processing (decision 0076). */
export function consentRoutes(app: ApiInstance, context: AppContext) {
  const signedIn = { preHandler: requireGuardian(context) };

  serve(app, consentApi.status, signedIn, (request) => getConsents(context, request.guardianId));
  serve(app, consentApi.agree, signedIn, (request) =>
    agreeToConsents(context, request.guardianId, request.body.documents),
  );
}
