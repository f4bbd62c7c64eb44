// Every area's endpoints with their schemas bound, under the same names as `@hibi/contract/api`:
// what the server registers its routes from and the OpenAPI document is made of (decision 0086).
import { contactApi as contactEndpoints } from './api/contact.ts';
import { withSchemas } from './api/endpoint.ts';
import { healthApi as healthEndpoints } from './api/health.ts';
import { notificationApi as notificationEndpoints } from './api/notifications.ts';
import { photoMovieApi as photoMovieEndpoints } from './api/photomovies.ts';
import { pushApi as pushEndpoints } from './api/push.ts';
import { timelineApi as timelineEndpoints } from './api/timeline.ts';
import { contactSchemas } from './contact.ts';
import { healthSchemas } from './health.ts';
import { notificationSchemas } from './notification-preferences.ts';
import { photoMovieSchemas } from './photomovies.ts';
import { pushSchemas } from './push.ts';
import { timelineSchemas } from './timeline.ts';

export const contactApi = withSchemas(contactEndpoints, contactSchemas);
export const healthApi = withSchemas(healthEndpoints, healthSchemas);
export const notificationApi = withSchemas(notificationEndpoints, notificationSchemas);
export const photoMovieApi = withSchemas(photoMovieEndpoints, photoMovieSchemas);
export const pushApi = withSchemas(pushEndpoints, pushSchemas);
export const timelineApi = withSchemas(timelineEndpoints, timelineSchemas);
