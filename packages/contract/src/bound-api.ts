// Every area's endpoints with their schemas bound, under the same names as `@hibi/contract/api`:
// what the server registers its routes from and the OpenAPI document is made of (decision 0086).
import { accountSchemas } from './account.ts';
import { accountApi as accountEndpoints } from './api/account.ts';
import { consentApi as consentEndpoints } from './api/consents.ts';
import { withSchemas } from './api/endpoint.ts';
import { groupApi as groupEndpoints } from './api/groups.ts';
import { mailDeliveryApi as mailDeliveryEndpoints } from './api/mail-delivery.ts';
import { passwordApi as passwordEndpoints } from './api/password.ts';
import { photoMovieApi as photoMovieEndpoints } from './api/photomovies.ts';
import { sessionApi as sessionEndpoints } from './api/sessions.ts';
import { signupApi as signupEndpoints } from './api/signup.ts';
import { timelineApi as timelineEndpoints } from './api/timeline.ts';
import { consentSchemas } from './consents.ts';
import { groupSchemas } from './groups.ts';
import { mailDeliverySchemas } from './mail-delivery.ts';
import { passwordSchemas } from './password.ts';
import { photoMovieSchemas } from './photomovies.ts';
import { sessionSchemas } from './sessions.ts';
import { signupSchemas } from './signup.ts';
import { timelineSchemas } from './timeline.ts';

export const accountApi = withSchemas(accountEndpoints, accountSchemas);
export const consentApi = withSchemas(consentEndpoints, consentSchemas);
export const groupApi = withSchemas(groupEndpoints, groupSchemas);
export const mailDeliveryApi = withSchemas(mailDeliveryEndpoints, mailDeliverySchemas);
export const passwordApi = withSchemas(passwordEndpoints, passwordSchemas);
export const photoMovieApi = withSchemas(photoMovieEndpoints, photoMovieSchemas);
export const sessionApi = withSchemas(sessionEndpoints, sessionSchemas);
export const signupApi = withSchemas(signupEndpoints, signupSchemas);
export const timelineApi = withSchemas(timelineEndpoints, timelineSchemas);
