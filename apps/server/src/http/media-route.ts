import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import parseRange from 'range-parser';
import { AppError, isAppError } from '../errors/app-error.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';
import type { MediaUrlSigner } from '../storage/signed-media-url.ts';
import { openedAsPage, sendErrorPage } from './media-error-page.ts';

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

/**
 * GET /media/<key>?exp&sig (or &item)[&v]: the embedded storage's signed delivery, nothing without a
 * valid signature; a URL signed for a viewer only while that viewer may still see the media.
 */
export function registerMediaRoute(
  app: FastifyInstance,
  deps: {
    storage: ObjectStorage;
    signer: MediaUrlSigner;
    now: () => Date;
    /** For a URL signed for a viewer: may that viewer still see the file (media-viewer.ts)? */
    mayView: (viewer: string, key: string) => Promise<boolean>;
  },
) {
  /** The file's size once its URL is valid and its viewer may see it; else the AppError why not. */
  async function servable(key: string, query: Record<string, string | undefined>): Promise<number> {
    const { exp, sig = '', dl = '', item, v: viewer = '' } = query;
    // An item's signature covers no download name: such a URL may not ask for one.
    const valid =
      item === undefined
        ? deps.signer.verify(key, Number(exp), sig, dl, deps.now(), viewer)
        : dl === '' && deps.signer.verifyItem(key, Number(exp), item, deps.now(), viewer);
    if (!valid)
      throw new AppError(
        'forbidden',
        'このURLは無効か、有効期限が切れています。画面を再読み込みしてください。',
      );
    if (viewer && !(await deps.mayView(viewer, key)))
      throw new AppError('not_found', 'この写真・動画は表示できなくなりました。');
    const size = await deps.storage.size(key);
    if (size === null) throw new AppError('not_found', 'ファイルが見つかりませんでした。');
    return size;
  }

  app.get<{ Params: { '*': string }; Querystring: Record<string, string | undefined> }>(
    '/media/*',
    async (request, reply) => {
      const key = request.params['*'];
      const { exp, dl = '' } = request.query;
      let size: number;
      try {
        size = await servable(key, request.query);
      } catch (error) {
        // A link opened as a page (saved, shared) gets a page to read, an <img> the JSON error.
        if (isAppError(error) && openedAsPage(request)) return sendErrorPage(reply, error);
        throw error;
      }
      const secondsLeft = Math.max(0, Number(exp) - Math.floor(deps.now().getTime() / 1000));
      reply
        .type(contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream')
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .header('x-content-type-options', 'nosniff')
        // Safari plays a video only from a server that answers byte ranges; seeking needs them too.
        .header('accept-ranges', 'bytes');
      if (dl) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(dl)}`);
      const ranges = request.headers.range ? parseRange(size, request.headers.range, { combine: true }) : -2;
      if (ranges === -1) {
        reply.header('content-range', `bytes */${size}`);
        throw new AppError('out_of_range', '指定された範囲はファイルの大きさを超えています。');
      }
      // One range is served as asked; several, or a malformed header, get the whole file (RFC 9110 allows it).
      const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
      if (!range) return reply.header('content-length', size).send(await deps.storage.read(key));
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(await deps.storage.read(key, range));
    },
  );
}
