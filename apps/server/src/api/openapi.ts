import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document is made from the same zod schemas that validate requests (packages/contract),
 * served as JSON at /api/docs/json and browsable at /api/docs/.
 */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'ひびフォト API',
        description:
          '保護者アプリとマーケティングサイトが使うAPI。エラーは {statusCode, message} の形で返ります。',
        version: '1.0.0',
        // Not open source: the terms of use are what govern it.
        license: { name: 'ひびフォト利用規約', url: new URL('/terms/', publicUrl).href },
      },
      // Relative: the document describes the API of whichever origin serves it.
      servers: [{ url: '/', description: 'this server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // No badge from the public validator: the page would send our document's address away.
    uiConfig: { validatorUrl: null },
    transformStaticCSP: docsContentSecurityPolicy,
  });
}

/**
 * Swagger UI's page is static HTML loading its own same-origin scripts, so it cannot carry the
 * per-request nonces of the site's CSP: there, same-origin scripts are allowed instead, and the
 * nonces are dropped so the style rule's 'unsafe-inline' (which a nonce would void) applies.
 */
export function docsContentSecurityPolicy(header: string): string {
  return header
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const kept = sources.filter((source) => !source.startsWith("'nonce-"));
      if (name === 'script-src' && !kept.includes("'self'")) kept.unshift("'self'");
      return [name, ...kept].join(' ');
    })
    .join(';');
}
