// Every area's endpoints with their schemas bound, under the same names as `@hibi/contract/api`:
// what the server registers its routes from and the OpenAPI document is made of (decision 0086).
import { billingApi as billingEndpoints } from './api/billing.ts';
import { withSchemas } from './api/endpoint.ts';
import { photoMovieApi as photoMovieEndpoints } from './api/photomovies.ts';
import { timelineApi as timelineEndpoints } from './api/timeline.ts';
import { billingSchemas } from './billing.ts';
import { photoMovieSchemas } from './photomovies.ts';
import { timelineSchemas } from './timeline.ts';

export const billingApi = withSchemas(billingEndpoints, billingSchemas);
export const photoMovieApi = withSchemas(photoMovieEndpoints, photoMovieSchemas);
export const timelineApi = withSchemas(timelineEndpoints, timelineSchemas);
