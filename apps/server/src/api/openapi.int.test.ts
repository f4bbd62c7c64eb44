import { describe, expect, it } from 'vitest';
import { openApi30Problems } from '#tests/support/openapi-check.ts';
import type { TestServer } from '#tests/support/test-server.ts';
import { useTestServer } from '#tests/support/use-test-server.ts';

let server: TestServer;
let doc: Record<string, unknown>;
useTestServer(async (started) => {
  server = started.server;
  doc = (await (await fetch(`${server.url}/api/docs/json`)).json()) as Record<string, unknown>;
});

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
const operation = (path: string, method: string) =>
  (doc.paths as Record<string, Record<string, Operation>>)[path]?.[method];

const apiError = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599 },
    message: { type: 'string', minLength: 1 },
  },
  required: ['statusCode', 'message'],
};

describe('GET /api/docs/json', () => {
  it('is a valid OpenAPI 3.0 document', () => {
    expect(openApi30Problems(doc)).toEqual([]);
    // The check itself sees what a generator gets wrong.
    expect(openApi30Problems({ ...doc, openapi: '3.1.0' })).not.toEqual([]);
    const broken = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: {
        '/x/{id}': {
          get: {
            responses: {
              200: { description: 'ok', content: { 'application/json': { schema: { const: 1 } } } },
            },
          },
        },
      },
    };
    expect(openApi30Problems(broken)).toEqual([
      'GET /x/{id}: path parameter id undeclared',
      'GET /x/{id} 200 application/json: keyword const is not OpenAPI 3.0',
    ]);
  });

  it.each([
    ['/api/users/password/init', 'post', ['400', '429']],
    ['/api/users/password/reset', 'post', ['400', '429']],
    ['/api/users/password/change', 'post', ['400', '401']],
    ['/api/users/notifications', 'get', ['401']],
    ['/api/users/notifications/{action}', 'post', ['400', '401', '403']],
    ['/api/notifications/unsubscribe', 'get', ['400', '404']],
    ['/api/notifications/unsubscribe', 'post', ['400', '404']],
    ['/api/contact', 'post', ['400', '429']],
    ['/api/users/login', 'post', ['400', '401', '429']],
    ['/api/groups/code/{facilityCode}', 'get', ['400', '404', '429']],
  ])('lists %s (%s) with the Japanese error shape', (path, method, statuses) => {
    const found = operation(path, method);
    expect(found, `${method} ${path}`).toBeDefined();
    expect(found?.responses['200']).toBeDefined();
    for (const status of statuses) {
      expect(found?.responses[status]?.content?.['application/json']?.schema).toMatchObject(apiError);
    }
  });

  it('tells the notification actions and types apart', () => {
    const parameters = (
      operation('/api/users/notifications/{action}', 'post') as unknown as {
        parameters: { name: string; in: string; schema: { enum: string[] } }[];
      }
    ).parameters;
    expect(parameters).toContainEqual(
      expect.objectContaining({
        name: 'action',
        in: 'path',
        schema: expect.objectContaining({ enum: ['unsubscribe', 'subscribe'] }),
      }),
    );
    expect(parameters).toContainEqual(
      expect.objectContaining({
        name: 'type',
        in: 'query',
        schema: expect.objectContaining({ enum: ['photo_delivery', 'photo_movie_release', 'news'] }),
      }),
    );
  });
});

describe('GET /api/docs/', () => {
  it('answers the Swagger UI page, whose CSP lets its own scripts run', async () => {
    const response = await fetch(`${server.url}/api/docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('<div id="swagger-ui"></div>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("frame-ancestors 'none'");

    const script = await fetch(`${server.url}/api/docs/static/swagger-initializer.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('"validatorUrl":null');
  });
});
