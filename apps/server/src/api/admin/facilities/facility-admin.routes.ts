import {
  apiErrorSchema,
  facilityDetailResponseSchema,
  facilityIdParamsSchema,
  facilityInputSchema,
  facilityListResponseSchema,
  facilitySchema,
} from '@hibi/contract';
import { requireOperator, requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { facilityAdminService } from './facility-admin.service.ts';

const tags = ['admin'];
const operatorsOnly = '施設の登録と変更は運営スタッフのみ行えます。';
const writeErrors = { ...errorResponses, 409: apiErrorSchema };

/** GET /api/admin/facilities (scoped), GET/PUT …/{facilityId}, POST (operators). */
export function facilityAdminRoutes(app: ApiInstance, context: AppContext) {
  const facilities = facilityAdminService(context);

  app.get(
    '/admin/facilities',
    {
      onRequest: requireStaff(context),
      schema: { tags, response: { 200: facilityListResponseSchema, ...errorResponses } },
    },
    (request) => facilities.list(request.staff),
  );

  app.get(
    '/admin/facilities/:facilityId',
    {
      onRequest: requireStaff(context),
      schema: {
        tags,
        params: facilityIdParamsSchema,
        response: { 200: facilityDetailResponseSchema, ...errorResponses },
      },
    },
    (request) => facilities.detail(request.staff, request.params.facilityId),
  );

  app.post(
    '/admin/facilities',
    {
      onRequest: requireOperator(context, operatorsOnly),
      schema: { tags, body: facilityInputSchema, response: { 201: facilitySchema, ...writeErrors } },
    },
    async (request, reply) => reply.code(201).send(await facilities.create(request.staff, request.body)),
  );

  app.put(
    '/admin/facilities/:facilityId',
    {
      onRequest: requireOperator(context, operatorsOnly),
      schema: {
        tags,
        params: facilityIdParamsSchema,
        body: facilityInputSchema,
        response: { 200: facilitySchema, ...writeErrors },
      },
    },
    (request) => facilities.update(request.staff, request.params.facilityId, request.body),
  );
}
