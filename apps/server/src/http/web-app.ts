import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { englishFallbackPage } from './fallback-page.ts';

type WebAppOptions = {
  buildDir: string;
  mode: 'development' | 'production' | 'test';
  /** PUBLIC_URL: the origin React Router sees, rather than an untrusted Host header. */
  origin: string;
  loadContext: (request: FastifyRequest, reply: FastifyReply) => AppLoadContext;
};

/**
 * Serves the React Router build: hashed assets with immutable caching, the other public files
 * with a short cache, and every other GET through the server bundle.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions) {
  const serverEntry = path.join(options.buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) throw new Error(`The web app is not built: ${serverEntry} is missing`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, options.mode);
  const clientDir = path.join(options.buildDir, 'client');
  const assetsDir = path.join(clientDir, 'assets') + path.sep;
  const serviceWorkerFile = path.join(clientDir, 'sw.js');

  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      // Vite hashes what it puts in assets/: those never change. Other public files may; the
      // service worker is checked on every visit, so a fixed one reaches browsers at once.
      const hashed = filePath.startsWith(assetsDir);
      const cacheControl = hashed
        ? 'public, max-age=31536000, immutable'
        : filePath === serviceWorkerFile
          ? 'no-cache'
          : 'public, max-age=3600';
      response.header('cache-control', cacheControl);
      if (filePath.endsWith('.webmanifest')) response.header('content-type', 'application/manifest+json');
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // The pages are not part of the API: kept out of the OpenAPI document.
    schema: { hide: true },
    handler: async (request, reply) => {
      try {
        const response = await handle(
          toWebRequest(request, options.origin),
          options.loadContext(request, reply),
        );
        return sendWebResponse(reply, response);
      } catch (error) {
        request.log.error({ err: error }, 'rendering failed');
        return reply.status(500).type('text/html; charset=utf-8').send(englishFallbackPage);
      }
    },
  });
}

function toWebRequest(request: FastifyRequest, origin: string): Request {
  const url = new URL(`${origin}${request.url}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  request.raw.once('close', () => controller.abort());
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
