import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { localAccessKeyId, localUploadPath } from '../storage/local-storage.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { decodePolicy } from '../storage/post-policy.ts';
import {
  checkPolicyFields,
  type FormFields,
  type PolicyProblem,
  sizeRangeOf,
} from '../storage/post-policy-check.ts';
import type { MediaUrlSigner } from '../storage/signed-media-url.ts';
import { HttpError } from './http-error.ts';
import { readUploadForm } from './upload-form.ts';

type UploadDeps = { storage: ObjectStorage; signer: MediaUrlSigner; now: () => Date };

const retry = '画面を再読み込みして、もう一度お試しください。';

// Statuses follow S3's answers to the same mistakes, so the browser code behaves alike on both.
function refusal(problem: PolicyProblem): HttpError {
  if (problem.kind === 'expired') return new HttpError(403, `アップロードの有効期限が切れました。${retry}`);
  if (problem.kind === 'extra-field') {
    return new HttpError(400, `アップロードに使用できない項目が含まれています（${problem.field}）。`);
  }
  if (problem.field === 'content-type')
    return new HttpError(403, 'この種類のファイルはアップロードできません。');
  return new HttpError(403, `アップロード先が許可された内容と一致しません。${retry}`);
}

/** Checks the signed policy against the form fields; what may be written, or a refusal. */
function admit(fields: FormFields, deps: UploadDeps) {
  const encoded = fields.get('policy') ?? '';
  const signed =
    fields.get('awsaccesskeyid') === localAccessKeyId &&
    deps.signer.verifyPolicy(encoded, fields.get('signature') ?? '');
  if (!signed) throw new HttpError(403, `アップロードの署名が正しくありません。${retry}`);
  const policy = decodePolicy(encoded);
  const range = policy && sizeRangeOf(policy);
  const key = fields.get('key');
  if (!policy || !range || !key) throw new HttpError(400, 'アップロードの形式が正しくありません。');
  const problem = checkPolicyFields(policy, fields, deps.now());
  if (problem) throw refusal(problem);
  return {
    key,
    contentType: fields.get('content-type') || 'application/octet-stream',
    minBytes: range.min,
    maxBytes: range.max,
  };
}

/**
 * POST /storage/upload: the embedded storage's stand-in for S3's browser POST (DESIGN.md §2).
 * Same form, same policy rules, same 204; uploads go straight to storage, never through the API.
 */
export async function registerStorageUploadRoute(app: FastifyInstance, deps: UploadDeps) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // The signed policy's content-length-range is the file limit, enforced while reading.
      limits: { fileSize: Number.POSITIVE_INFINITY, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21 },
    });
    scope.post(localUploadPath, { schema: { hide: true } }, async (request, reply) => {
      const { grant, body } = await readUploadForm(request, (fields) => admit(fields, deps));
      await deps.storage.put(grant.key, body, grant.contentType);
      return reply.status(204).send();
    });
  });
}
