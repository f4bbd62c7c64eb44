import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/http-error.ts';
import { healthRoutes } from './health/health.routes.ts';
import { registerOpenApi } from './openapi.ts';
import { sessionRoutes } from './sessions/sessions.routes.ts';

/** The JSON API under /api: one small routes module per feature, all typed by the contract's schemas. */
export async function registerApi(app: FastifyInstance, context: AppContext) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);
  await app.register(
    async (plugin) => {
      const api = plugin.withTypeProvider<ZodTypeProvider>();
      healthRoutes(api, context);
      sessionRoutes(api, context);
      // Unknown API paths answer the API's 404, not the web app's page.
      api.all('/*', { schema: { hide: true } }, async () => {
        throw new HttpError(404, '指定されたAPIは存在しません。');
      });
    },
    { prefix: '/api' },
  );
}
