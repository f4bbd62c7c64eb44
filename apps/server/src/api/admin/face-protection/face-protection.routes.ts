import {
  adminChildParamsSchema,
  childRedactionsSchema,
  faceProtectionRequestSchema,
  faceProtectionSchema,
} from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { faceProtectionService } from './face-protection.service.ts';

const tags = ['admin'];

/** 掲載NG of a child, and the photos blurred for it: see faceProtectionService. */
export function adminFaceProtectionRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const protection = faceProtectionService(context);

  app.put(
    '/admin/children/:childId/face-protection',
    {
      onRequest,
      schema: {
        tags,
        description:
          "掲載NG on or off: other families get the child's face blurred, or not the photo at all.",
        params: adminChildParamsSchema,
        body: faceProtectionRequestSchema,
        response: { 200: faceProtectionSchema, ...errorResponses },
      },
    },
    (request) => protection.set(request.staff, request.params.childId, request.body.protected),
  );

  app.get(
    '/admin/children/:childId/redactions',
    {
      onRequest,
      schema: {
        tags,
        description: "The photos in which the child's face was blurred for other families, and why.",
        params: adminChildParamsSchema,
        response: { 200: childRedactionsSchema, ...errorResponses },
      },
    },
    (request) => protection.redactions(request.staff, request.params.childId),
  );
}
