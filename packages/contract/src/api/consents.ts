import type { consentSchemas } from '../consents.ts';
import { areaApi } from './endpoint.ts';

/** The guardian's consents to the terms, the privacy policy and face processing (decision 0076). */
export const consentApi = areaApi<typeof consentSchemas>('account', 'guardian', {
  status: {
    route: 'GET /api/users/:userId/consents',
    operationId: 'getConsents',
    summary: 'Each text’s current version and the one agreed to; outdated lists those to ask again',
  },
  agree: {
    route: 'POST /api/users/:userId/consents',
    operationId: 'agreeToConsents',
    summary: 'Agrees to the current version of each text named, now; answers as GET',
  },
});
