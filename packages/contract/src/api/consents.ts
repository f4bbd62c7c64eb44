import type { consentSchemas } from '../consents.ts';
import { areaCalls } from './endpoint.ts';

type Schemas = typeof consentSchemas;
const call = areaCalls('account', 'guardian');

/** The guardian's consents to the terms, the privacy policy and face processing (decision 0076). */
export const consentApi = {
  status: call<Schemas['status']>({
    method: 'GET',
    path: '/api/users/:userId/consents',
    operationId: 'getConsents',
    summary: 'Each text’s current version and the one agreed to; outdated lists those to ask again',
  }),
  agree: call<Schemas['agree']>({
    method: 'POST',
    path: '/api/users/:userId/consents',
    operationId: 'agreeToConsents',
    summary: 'Agrees to the current version of each text named, now; answers as GET',
  }),
};
