import { randomUUID } from 'node:crypto';
import { media } from '@hibi/db';
import { requireStaff } from '../../auth/require-staff.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  extensionOf,
  originalKeyOf,
  parseOriginalKey,
  uploadContentTypes,
} from '../../pipeline/media-keys.ts';
import { ingestJob } from '../../pipeline/pipeline-jobs.ts';
import type { ApiInstance } from '../api-instance.ts';
import { errorResponses } from '../error-responses.ts';
import {
  completeUploadsRequestSchema,
  completeUploadsResponseSchema,
  uploadTicketsRequestSchema,
  uploadTicketsResponseSchema,
} from './admin-schemas.ts';
import { facilityForStaff } from './staff-facility.ts';

const megabytes = (count: number) => count * 1024 * 1024;
const tags = ['admin'];

/**
 * Staff bulk upload: tickets to POST each file straight to storage (the sign-up's browser-POST
 * protocol), then `complete` creates the media rows and queues their ingest. The media id is in
 * the key, so completing twice creates nothing twice.
 */
export function adminUploadRoutes(app: ApiInstance, context: AppContext) {
  const preHandler = requireStaff(context);

  app.post(
    '/admin/uploads',
    {
      preHandler,
      schema: {
        tags,
        body: uploadTicketsRequestSchema,
        response: { 200: uploadTicketsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const facility = await facilityForStaff(context, request.staff, request.body.facilityCode);
      const tickets = [];
      for (const file of request.body.files) {
        if (!uploadContentTypes.includes(file.contentType)) {
          throw new AppError(
            'invalid_input',
            `${file.name}: この種類のファイルはアップロードできません（写真・動画のみ）。`,
          );
        }
        const video = file.contentType.startsWith('video/');
        const key = originalKeyOf(facility.id, randomUUID(), extensionOf(file.contentType));
        const ticket = await context.storage.createUploadTicket(key, {
          contentTypes: [file.contentType],
          minBytes: 1,
          maxBytes: video ? megabytes(2048) : megabytes(64),
          expiresInSeconds: 60 * 60,
        });
        tickets.push({ name: file.name, ...ticket });
      }
      return { tickets };
    },
  );

  app.post(
    '/admin/uploads/complete',
    {
      preHandler,
      schema: {
        tags,
        body: completeUploadsRequestSchema,
        response: { 200: completeUploadsResponseSchema, 503: errorResponses[400], ...errorResponses },
      },
    },
    async (request) => {
      const { jobs } = context;
      if (!jobs)
        throw new AppError(
          'unavailable',
          '現在アップロードを受け付けられません。しばらくしてからお試しください。',
        );
      const facility = await facilityForStaff(context, request.staff, request.body.facilityCode);
      const queued: string[] = [];
      const missing: string[] = [];
      for (const key of request.body.keys) {
        const parsed = parseOriginalKey(key);
        if (parsed?.facilityId !== facility.id)
          throw new AppError('invalid_input', `${key}: この施設のアップロードではありません。`);
        if (!(await context.storage.exists(key))) {
          missing.push(key);
          continue;
        }
        const kind = /\.(mp4|mov)$/.test(key) ? 'video' : 'photo';
        await context.database.db
          .insert(media)
          .values({
            id: parsed.mediaId,
            facilityId: facility.id,
            kind,
            originalKey: key,
            // Replaced by the file's real sha256 at ingest, where exact duplicates are dropped.
            contentSha256: `pending:${parsed.mediaId}`,
            uploadedBy: request.staff.id,
            uploadedAt: context.now(),
          })
          .onConflictDoNothing();
        await jobs.enqueue(ingestJob, { mediaId: parsed.mediaId }, { singletonKey: parsed.mediaId });
        queued.push(parsed.mediaId);
      }
      return { queued, missing };
    },
  );
}
