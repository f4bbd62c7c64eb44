import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { adminDeliveryRoutes } from './deliveries.routes.ts';
import { adminFacilityChoiceRoutes } from './facility-choices.routes.ts';
import { adminFairnessRoutes } from './fairness.routes.ts';
import { adminReviewRoutes } from './review.routes.ts';
import { adminUploadFailureRoutes } from './upload-failures.routes.ts';
import { adminUploadedMediaRoutes } from './uploaded-media.routes.ts';
import { adminUploadRoutes } from './uploads.routes.ts';

/** The console's day screens: upload, its failures and list, review, deliveries, fairness. */
export function adminDayRoutes(app: ApiInstance, context: AppContext) {
  adminFacilityChoiceRoutes(app, context);
  adminUploadRoutes(app, context);
  adminUploadFailureRoutes(app, context);
  adminUploadedMediaRoutes(app, context);
  adminReviewRoutes(app, context);
  adminDeliveryRoutes(app, context);
  adminFairnessRoutes(app, context);
}
