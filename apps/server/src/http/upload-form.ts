import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { FormFields } from '../storage/post-policy-check.ts';

const malformed = 'アップロードの形式が正しくありません。';

/** The size limits an admitted upload is read within. */
export type UploadLimits = { minBytes: number; maxBytes: number };

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))}MB`;

/** Reads at most `maxBytes`; null as soon as the stream has more. Leaving the loop stops the stream. */
async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

async function readFields<Grant extends UploadLimits>(
  request: FastifyRequest,
  admit: (fields: FormFields) => Grant,
): Promise<{ grant: Grant; body: Buffer }> {
  const fields = new Map<string, string>();
  for await (const part of request.parts()) {
    const name = part.fieldname.toLowerCase();
    if (part.type === 'field') {
      if (fields.has(name) || typeof part.value !== 'string' || part.valueTruncated) {
        throw new AppError('invalid_input', malformed);
      }
      fields.set(name, part.value);
      continue;
    }
    if (name !== 'file')
      throw new AppError('invalid_input', 'ファイルは「file」という項目名で最後に送信してください。');
    // Nothing of the file is read before its fields are accepted.
    const grant = admit(fields);
    const body = await readAtMost(part.file, grant.maxBytes);
    if (!body)
      throw new AppError(
        'invalid_input',
        `ファイルが大きすぎます。${megabytes(grant.maxBytes)}以下にしてください。`,
      );
    if (body.length < grant.minBytes) throw new AppError('invalid_input', 'ファイルが空か、小さすぎます。');
    return { grant, body };
  }
  throw new AppError('invalid_input', 'アップロードするファイルが含まれていません。');
}

/**
 * A browser's multipart POST to storage, read the way S3 reads it: the form fields first, then
 * the `file` part, whose bytes are read only once `admit` has accepted the fields, and never
 * beyond the admitted maximum. Fields after the file are ignored, as at S3.
 */
export async function readUploadForm<Grant extends UploadLimits>(
  request: FastifyRequest,
  admit: (fields: FormFields) => Grant,
): Promise<{ grant: Grant; body: Buffer }> {
  if (!request.isMultipart()) throw new AppError('invalid_input', malformed);
  try {
    return await readFields(request, admit);
  } catch (error) {
    // A broken multipart body is the sender's fault: never a 5xx.
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof AppError || (status && status >= 400 && status < 500)) throw error;
    throw new AppError('invalid_input', malformed);
  }
}
