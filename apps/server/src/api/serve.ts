import { apiErrorSchema, type CallSchemas, type Endpoint } from '@hibi/contract';
import type {
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { assertOwnUser } from '../auth/authenticate.ts';
import type { ApiInstance } from './api-instance.ts';

/** An endpoint of `@hibi/contract`, its schemas bound. */
export type Call<S extends CallSchemas = CallSchemas> = Endpoint<S> & { schemas: S };

type RouteSchema<S extends CallSchemas> = {
  params: S['params'];
  querystring: S['query'];
  body: S['body'];
};
/** The request a call's handler gets: parameters, query and body parsed by the call's schemas. */
export type CallRequest<S extends CallSchemas> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RouteSchema<S>,
  ZodTypeProvider
>;
type Answer<S extends CallSchemas> = z.input<S['answer']>;
type Handler<S extends CallSchemas> = (
  request: CallRequest<S>,
  reply: FastifyReply,
) => Answer<S> | FastifyReply | Promise<Answer<S> | FastifyReply>;

type Hooks = onRequestHookHandler | preHandlerHookHandler;
/** What a route adds to its call: its authentication hooks and Fastify's per-route options. */
export type ServeOptions = Omit<RouteShorthandOptions, 'schema' | 'preHandler' | 'onRequest'> & {
  onRequest?: Hooks | Hooks[];
  preHandler?: Hooks | Hooks[];
};

const commonErrors = [400, 401, 403, 404, 429];

/**
 * Registers the route of one call from its contract (decision 0086): method, path, the schemas
 * that parse the request and the answer, and what the OpenAPI document says of it (operationId,
 * summary, tag, security: `[]` for public calls). A guardian's call addressed by `:userId` is the
 * caller's own or 403, checked here once for all of them.
 */
export function serve<S extends CallSchemas>(
  app: ApiInstance,
  call: Call<S>,
  options: ServeOptions,
  handler: Handler<S>,
) {
  const { schemas } = call;
  const preHandler = [options.preHandler ?? []].flat();
  if (call.access === 'guardian' && call.path.includes('/:userId')) preHandler.push(ownUser);
  const errors = Object.fromEntries(
    [...commonErrors, ...(call.errors ?? [])].map((status) => [status, apiErrorSchema]),
  );
  // A file streamed is documented under its own media type; Fastify does not serialize streams.
  const answer = call.answerType
    ? { description: call.summary, content: { [call.answerType]: { schema: schemas.answer } } }
    : schemas.answer;
  app.route({
    ...options,
    method: call.method,
    url: call.path.slice('/api'.length),
    preHandler: preHandler as preHandlerHookHandler[],
    ...(options.onRequest && { onRequest: options.onRequest as onRequestHookHandler }),
    schema: {
      operationId: call.operationId,
      summary: call.summary,
      description: call.description,
      tags: [call.tag],
      security: call.access === 'public' ? [] : [{ bearer: [] }],
      // Only the parts the call has: Fastify warns of a key given without a schema.
      ...(schemas.params && { params: schemas.params }),
      ...(schemas.query && { querystring: schemas.query }),
      ...(schemas.body && { body: schemas.body }),
      response: { ...errors, ...schemas.otherAnswers, [call.status ?? 200]: answer },
    },
    handler: handler as never,
  });
}

/** Handlers for some calls of one area, each under the call's name in the area. */
export type AreaHandlers<A> = {
  [K in keyof A]?: A[K] extends { schemas: infer S extends CallSchemas } ? Handler<S> : never;
};

/**
 * Serves several calls of one area that take the same options (the same sign-in hook), a handler
 * under each call's name: the area and its options said once, in the order the handlers are given.
 */
export function serveCalls<A extends Record<string, Call>>(
  app: ApiInstance,
  area: A,
  options: ServeOptions,
  handlers: AreaHandlers<A>,
) {
  for (const [name, handler] of Object.entries(handlers))
    serve(app, area[name] as Call, options, handler as never);
}

async function ownUser(request: FastifyRequest) {
  assertOwnUser(request, (request.params as { userId: string }).userId);
}
