import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { MediaUrlSigner } from '../storage/signed-media-url.ts';
import { HttpError } from './http-error.ts';

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.heic': 'image/heic',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
};

/** GET /media/<key>?exp&sig: the embedded storage's signed delivery. Nothing without a valid signature. */
export function registerMediaRoute(
  app: FastifyInstance,
  deps: { storage: ObjectStorage; signer: MediaUrlSigner; now: () => Date },
) {
  app.get<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>(
    '/media/*',
    async (request, reply) => {
      const key = request.params['*'];
      const { exp, sig = '', dl = '' } = request.query;
      if (!deps.signer.verify(key, Number(exp), sig, dl, deps.now())) {
        throw new HttpError(403, 'このURLは無効か、有効期限が切れています。画面を再読み込みしてください。');
      }
      const body = await deps.storage.read(key).catch(() => {
        throw new HttpError(404, 'ファイルが見つかりませんでした。');
      });
      const secondsLeft = Math.max(0, Number(exp) - Math.floor(deps.now().getTime() / 1000));
      reply
        .type(contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream')
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('x-content-type-options', 'nosniff');
      if (dl) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(dl)}`);
      return reply.send(body);
    },
  );
}
