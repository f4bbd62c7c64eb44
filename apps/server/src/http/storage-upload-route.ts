import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors/app-error.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import { decodePolicy, type PostPolicy } from '../storage/post-policy.ts';
import {
  checkPolicyFields,
  type FormFields,
  fieldAllows,
  type PolicyProblem,
  sizeRangeOf,
} from '../storage/post-policy-check.ts';
import { serverAccessKeyId, serverUploadPath } from '../storage/server-upload-ticket.ts';
import type { MediaUrlSigner } from '../storage/signed-media-url.ts';
import { readUploadForm } from './upload-form.ts';

type UploadDeps = { storage: ObjectStorage; signer: MediaUrlSigner; now: () => Date };

const retry = '画面を再読み込みして、もう一度お試しください。';
const wrongType = 'この種類のファイルはアップロードできません。';

// Statuses follow S3's answers to the same mistakes, so the browser code behaves alike on both.
function refusal(problem: PolicyProblem): AppError {
  if (problem.kind === 'expired')
    return new AppError('forbidden', `アップロードの有効期限が切れました。${retry}`);
  if (problem.kind === 'extra-field') {
    return new AppError(
      'invalid_input',
      `アップロードに使用できない項目が含まれています（${problem.field}）。`,
    );
  }
  if (problem.field === 'content-type') return new AppError('forbidden', wrongType);
  return new AppError('forbidden', `アップロード先が許可された内容と一致しません。${retry}`);
}

/** Checks the signed policy against the form fields; what may be written, or a refusal. */
function admit(fields: FormFields, deps: UploadDeps) {
  const encoded = fields.get('policy') ?? '';
  const signed =
    fields.get('awsaccesskeyid') === serverAccessKeyId &&
    deps.signer.verifyPolicy(encoded, fields.get('signature') ?? '');
  if (!signed) throw new AppError('forbidden', `アップロードの署名が正しくありません。${retry}`);
  const policy = decodePolicy(encoded);
  const range = policy && sizeRangeOf(policy);
  const key = fields.get('key');
  if (!policy || !range || !key)
    throw new AppError('invalid_input', 'アップロードの形式が正しくありません。');
  // Specification §7's form has no Content-Type: the type is then checked once the bytes are read.
  const sent = fields.get('content-type');
  const problem = checkPolicyFields(
    policy,
    fields,
    deps.now(),
    sent === undefined ? 'content-type' : undefined,
  );
  if (problem) throw refusal(problem);
  return { key, policy, contentType: sent ?? null, minBytes: range.min, maxBytes: range.max };
}

/** The type the file's magic bytes name, when the policy allows it; else the type refusal. */
async function typeOfBytes(policy: PostPolicy, body: Buffer): Promise<string> {
  const sniffed = (await fileTypeFromBuffer(body))?.mime;
  if (!sniffed || !fieldAllows(policy, 'content-type', sniffed)) throw new AppError('forbidden', wrongType);
  return sniffed;
}

/**
 * POST /storage/upload: where browsers upload with specification §3's ticket fields, whichever
 * storage is in use (decision 0024). S3's browser-POST rules and answers (204), checked here, then
 * the file is written to the storage: files under DATA_DIR, or the bucket.
 */
export async function registerStorageUploadRoute(app: FastifyInstance, deps: UploadDeps) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      // The signed policy's content-length-range is the file limit, enforced while reading.
      limits: { fileSize: Number.POSITIVE_INFINITY, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 21 },
    });
    scope.post(serverUploadPath, { schema: { hide: true } }, async (request, reply) => {
      const { grant, body } = await readUploadForm(request, (fields) => admit(fields, deps));
      const contentType = grant.contentType ?? (await typeOfBytes(grant.policy, body));
      await deps.storage.put(grant.key, body, contentType || 'application/octet-stream');
      return reply.status(204).send();
    });
  });
}
