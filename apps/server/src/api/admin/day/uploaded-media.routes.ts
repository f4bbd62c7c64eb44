import {
  deleteMediaResponseSchema,
  hideMediaResponseSchema,
  unhideMediaResponseSchema,
  uploadedMediaParamsSchema,
  uploadedMediaQuerySchema,
  uploadedMediaResponseSchema,
} from '@hibi/contract';
import { requireStaff } from '../../../auth/require-staff.ts';
import type { AppContext } from '../../../context.ts';
import type { ApiInstance } from '../../api-instance.ts';
import { errorResponses } from '../../error-responses.ts';
import { uploadedMediaService } from './uploaded-media.service.ts';
import { uploadedMediaChangesService } from './uploaded-media-changes.service.ts';

const tags = ['admin'];
const responses = { ...errorResponses, 409: errorResponses[400] };

/**
 * GET /api/admin/media: what a facility uploaded on a day, with each one's state; POST
 * /api/admin/media/{mediaId}/hide and /unhide, DELETE /api/admin/media/{mediaId} (decision 0085).
 */
export function adminUploadedMediaRoutes(app: ApiInstance, context: AppContext) {
  const onRequest = requireStaff(context);
  const list = uploadedMediaService(context);
  const changes = uploadedMediaChangesService(context);

  app.get(
    '/admin/media',
    {
      onRequest,
      schema: {
        tags,
        description: "A facility's uploads of a day, newest first, each with its state and uploader.",
        querystring: uploadedMediaQuerySchema,
        response: { 200: uploadedMediaResponseSchema, ...errorResponses },
      },
    },
    (request) => list(request.staff, request.query),
  );

  app.post(
    '/admin/media/:mediaId/hide',
    {
      onRequest,
      schema: {
        tags,
        description: 'Hides an upload from every family at once (非公開), until shown again.',
        params: uploadedMediaParamsSchema,
        response: { 200: hideMediaResponseSchema, ...responses },
      },
    },
    (request) => changes.hide(request.staff, request.params.mediaId),
  );

  app.post(
    '/admin/media/:mediaId/unhide',
    {
      onRequest,
      schema: {
        tags,
        description: 'Shows a hidden upload again to the families it was delivered to.',
        params: uploadedMediaParamsSchema,
        response: { 200: unhideMediaResponseSchema, ...responses },
      },
    },
    (request) => changes.unhide(request.staff, request.params.mediaId),
  );

  app.delete(
    '/admin/media/:mediaId',
    {
      onRequest,
      schema: {
        tags,
        description: 'Deletes an upload: its stored files and rows; movies that showed it are made again.',
        params: uploadedMediaParamsSchema,
        response: { 200: deleteMediaResponseSchema, ...responses },
      },
    },
    (request) => changes.remove(request.staff, request.params.mediaId),
  );
}
