import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError } from '../errors/app-error.ts';
import { httpStatusOf } from './error-handlers.ts';

/**
 * Whether a media URL was opened as a page (a saved link, a shared URL pasted into the browser)
 * rather than by an <img> or <video> of the app: such a visitor gets a page to read, not JSON.
 */
export function openedAsPage(request: FastifyRequest): boolean {
  const dest = request.headers['sec-fetch-dest'];
  if (typeof dest === 'string') return dest === 'document';
  return String(request.headers.accept ?? '').includes('text/html');
}

const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The route's failure as a small Japanese page, with the way back to the app. */
export function sendErrorPage(reply: FastifyReply, appError: AppError) {
  return reply
    .code(httpStatusOf(appError.code))
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="ja"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
        `<title>表示できません | ひびフォト</title></head><body>` +
        `<main><h1>この写真・動画は表示できません</h1><p>${htmlText(appError.message)}</p>` +
        `<p><a href="/timeline/">タイムラインを開く</a></p></main></body></html>`,
    );
}
