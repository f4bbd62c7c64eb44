import { slashFormTarget } from '@hibi/domain';
import type { FastifyInstance } from 'fastify';

/** 301 from a slash-less page path to its slash form (specification §2). */
export function registerTrailingSlashRedirect(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = new URL(`http://localhost${request.url}`);
    const target = slashFormTarget(url.pathname, url.search);
    if (target) return reply.redirect(target, 301);
  });
}
