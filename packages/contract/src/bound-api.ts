// Every area's endpoints with their schemas bound, under the same names as `@hibi/contract/api`:
// what the server registers its routes from and the OpenAPI document is made of (decision 0086).

import { adminDeliverySchemas } from './admin/deliveries.ts';
import { adminFacilityChoiceSchemas } from './admin/facility-choices.ts';
import { adminFairnessSchemas } from './admin/fairness.ts';
import { adminReviewSchemas } from './admin/review-roster.ts';
import { adminUploadFailureSchemas } from './admin/upload-failures.ts';
import { adminUploadedMediaSchemas } from './admin/uploaded-media.ts';
import { adminUploadSchemas } from './admin/uploads.ts';
import { adminDeliveryApi as adminDeliveryEndpoints } from './api/admin/day-deliveries.ts';
import { adminFairnessApi as adminFairnessEndpoints } from './api/admin/day-fairness.ts';
import { adminReviewApi as adminReviewEndpoints } from './api/admin/day-review.ts';
import { adminUploadFailureApi as adminUploadFailureEndpoints } from './api/admin/day-upload-failures.ts';
import { adminUploadedMediaApi as adminUploadedMediaEndpoints } from './api/admin/day-uploaded-media.ts';
import { adminUploadApi as adminUploadEndpoints } from './api/admin/day-uploads.ts';
import { adminFacilityChoiceApi as adminFacilityChoiceEndpoints } from './api/admin/facility-choices.ts';
import { billingApi as billingEndpoints } from './api/billing.ts';
import { withSchemas } from './api/endpoint.ts';
import { photoMovieApi as photoMovieEndpoints } from './api/photomovies.ts';
import { timelineApi as timelineEndpoints } from './api/timeline.ts';
import { billingSchemas } from './billing.ts';
import { photoMovieSchemas } from './photomovies.ts';
import { timelineSchemas } from './timeline.ts';

export const billingApi = withSchemas(billingEndpoints, billingSchemas);
export const adminDeliveryApi = withSchemas(adminDeliveryEndpoints, adminDeliverySchemas);
export const adminFacilityChoiceApi = withSchemas(adminFacilityChoiceEndpoints, adminFacilityChoiceSchemas);
export const adminFairnessApi = withSchemas(adminFairnessEndpoints, adminFairnessSchemas);
export const adminReviewApi = withSchemas(adminReviewEndpoints, adminReviewSchemas);
export const adminUploadApi = withSchemas(adminUploadEndpoints, adminUploadSchemas);
export const adminUploadFailureApi = withSchemas(adminUploadFailureEndpoints, adminUploadFailureSchemas);
export const adminUploadedMediaApi = withSchemas(adminUploadedMediaEndpoints, adminUploadedMediaSchemas);
export const photoMovieApi = withSchemas(photoMovieEndpoints, photoMovieSchemas);
export const timelineApi = withSchemas(timelineEndpoints, timelineSchemas);
