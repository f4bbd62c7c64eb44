import type { z } from 'zod';

/** Where every endpoint's path starts. */
export const apiRoot = '/api/';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call: anyone, a signed-in family member (guardian token) or console staff (staff token). */
export type Access = 'public' | 'guardian' | 'staff';

/** The zod schemas of one call, as the contract's schema modules give them. */
export interface CallSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer of the success status. */
  answer: z.ZodType;
  /** Answers of other statuses that are not the common error shape (the health check's 503). */
  otherAnswers?: Record<number, z.ZodType>;
}

/**
 * One call of the API (decision 0086): where it is, who may make it and what it is for. This
 * module is zod-free so that the browser's signed-in screens can import every endpoint without
 * loading zod (decision 0017); the schemas are bound to the same object on the server's side
 * (`@hibi/contract`), and `S` carries their types here.
 */
export interface Endpoint<S extends CallSchemas = CallSchemas> {
  readonly method: HttpMethod;
  /** Fastify's form, with `:name` parameters: `/api/users/:userId/family`. */
  readonly path: `/api/${string}`;
  readonly operationId: string;
  /** One line for the OpenAPI document's list of operations. */
  readonly summary: string;
  readonly description?: string;
  readonly tag: string;
  readonly access: Access;
  /** The success status when it is not 200. */
  readonly status?: 201;
  /** The success answer's media type when it is not JSON: a file streamed (the schema says binary). */
  readonly answerType?: 'application/zip';
  /** Error statuses beyond 400, 401, 403, 404 and 429, in the common error shape. */
  readonly errors?: readonly number[];
  /** The bound schemas: set on the server's copy only, a type-only marker in the browser's. */
  readonly schemas?: S;
}

type Part<S extends CallSchemas, K extends 'params' | 'query' | 'body'> = S[K] extends z.ZodType
  ? z.input<S[K]>
  : undefined;
type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
export type ParamsOf<E> = Part<SchemasOf<E>, 'params'>;
export type QueryOf<E> = Part<SchemasOf<E>, 'query'>;
export type BodyOf<E> = Part<SchemasOf<E>, 'body'>;
export type AnswerOf<E> = z.output<SchemasOf<E>['answer']>;

/** What a caller passes: the path's parameters, the query and the body, each only where the call has one. */
export type CallInput<E> = (ParamsOf<E> extends undefined ? unknown : { params: ParamsOf<E> }) &
  (QueryOf<E> extends undefined ? unknown : { query?: QueryOf<E> }) &
  (BodyOf<E> extends undefined ? unknown : { body: BodyOf<E> });

/** Where a call is, its method and path in one string as the API's documents write it: `'GET /api/health'`. */
export type Route = `${HttpMethod} ${Endpoint['path']}`;

/** What a call of an area states of its own: its route, and its tag or access only where they differ from the area's. */
export type AreaCall = Omit<Endpoint, 'schemas' | 'method' | 'path' | 'tag' | 'access'> &
  Partial<Pick<Endpoint, 'tag' | 'access'>> & { readonly route: Route };

/**
 * Declares the calls of one area, typed by its schemas module's type, with the tag and access that
 * most of its calls share said once: `areaApi<typeof timelineSchemas>('timeline', 'guardian', {
 * list: { route: 'GET /api/:childId/timeline/list', operationId: 'listTimeline', ... } })`.
 */
export function areaApi<Schemas extends Record<string, CallSchemas>>(
  tag: string,
  access: Access,
  calls: { [K in keyof Schemas]: AreaCall },
): { [K in keyof Schemas]: Endpoint<Schemas[K]> } {
  const api: Record<string, Endpoint> = {};
  for (const [name, { route, ...call }] of Object.entries<AreaCall>(calls)) {
    const [method, path] = route.split(' ') as [HttpMethod, Endpoint['path']];
    api[name] = { method, path, tag, access, ...call };
  }
  return api as { [K in keyof Schemas]: Endpoint<Schemas[K]> };
}

/** The endpoints of one area with their schemas bound: the server's (and OpenAPI's) copy. */
export function withSchemas<
  Api extends Record<string, Endpoint>,
  Schemas extends { [K in keyof Api]: NonNullable<Api[K]['schemas']> },
>(api: Api, schemas: Schemas): { [K in keyof Api]: Api[K] & { schemas: Schemas[K] } } {
  const bound: Record<string, Endpoint> = {};
  for (const [name, description] of Object.entries(api))
    bound[name] = { ...description, schemas: schemas[name] };
  return bound as { [K in keyof Api]: Api[K] & { schemas: Schemas[K] } };
}

/**
 * The URL of a call: each `:name` of the path replaced by its parameter, encoded, and the query's
 * defined values appended (`/api/c1/timeline/list?recent=true`).
 */
export function endpointUrl(
  target: Pick<Endpoint, 'path'>,
  params?: Record<string, string | number>,
  query?: Record<string, string | number | boolean | undefined | null>,
): string {
  const path = target.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${target.path}: parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries(query ?? {}).filter(
    (pair): pair is [string, string | number | boolean] => pair[1] != null,
  );
  return pairs.length
    ? `${path}?${new URLSearchParams(pairs.map(([key, value]): [string, string] => [key, String(value)]))}`
    : path;
}
