import { consentRequestSchema, consentStatusSchema, userIdParamsSchema } from '@hibi/contract';
import { assertOwnUser } from '../../auth/authenticate.ts';
import { requireGuardian } from '../../auth/require-guardian.ts';
import type { AppContext } from '../../context.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import { consentService } from './consents.service.ts';

const tags = ['account'];
const security = [{ bearer: [] }];
const schema = { tags, security, params: userIdParamsSchema };
const response = { 200: consentStatusSchema, ...errorResponses };

/** The guardian's consents to the terms, the privacy policy and face processing (decision 0076). */
export function consentRoutes(app: ApiInstance, context: AppContext) {
  const consents = consentService(context);
  const preHandler = requireGuardian(context);

  app.get(
    '/users/:userId/consents',
    {
      preHandler,
      schema: {
        ...schema,
        description: 'Each text’s current version and the one agreed to; outdated lists those to ask again.',
        response,
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return consents.status(request.guardianId);
    },
  );

  app.post(
    '/users/:userId/consents',
    {
      preHandler,
      schema: {
        ...schema,
        description: 'Agrees to the current version of each text named, now; answers as GET.',
        body: consentRequestSchema,
        response,
      },
    },
    (request) => {
      assertOwnUser(request, request.params.userId);
      return consents.agree(request.guardianId, request.body.documents);
    },
  );
}
