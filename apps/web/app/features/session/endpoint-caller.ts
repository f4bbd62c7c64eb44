import { type AnswerOf, type CallInput, type Endpoint, endpointUrl } from '@hibi/contract/api';
import type { ApiRequest } from './request-client';

type Request = <Answer>(path: string, request?: ApiRequest<Answer>) => Promise<Answer>;
type Options<E> = Omit<ApiRequest<AnswerOf<E>>, 'method' | 'body'>;
/** The input may be left out of calls that take none. */
type Arguments<E> =
  object extends CallInput<E> ? [input?: CallInput<E>, options?: Options<E>] : [CallInput<E>, Options<E>?];

/**
 * Calls one endpoint of the contract through a session's request function (decision 0086): the
 * URL built from its path, parameters and query, its method, its body, and a token only where the
 * endpoint is not public. The answer is typed by the endpoint's schema, not parsed (decision 0017).
 */
export function endpointCaller(request: Request) {
  return function call<E extends Endpoint>(
    endpoint: E,
    ...[input, options]: Arguments<E>
  ): Promise<AnswerOf<E>> {
    const { params, query, body } = (input ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, string | number | boolean | undefined>;
      body?: unknown;
    };
    return request<AnswerOf<E>>(endpointUrl(endpoint, params, query), {
      auth: endpoint.access !== 'public',
      ...options,
      method: endpoint.method,
      body,
    });
  };
}
