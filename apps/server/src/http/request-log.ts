import type { FastifyRequest } from 'fastify';

/**
 * The URL a request is logged under: its path without the query (tokens of invitations, password
 * resets and unsubscribe links ride there), and a media file's path not at all (it names a child's
 * photo and carries its signature: DESIGN.md §9, logs keep no media URL).
 */
export function loggedUrl(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.startsWith('/media/') ? '/media/…' : path;
}

/** Fastify's request serializer with loggedUrl in place of the URL as sent. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};
