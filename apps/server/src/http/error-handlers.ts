import { type ApiErrorBody, fieldLabel } from '@hibi/contract';

import { isConnectionError, isDatabaseBusy } from '@hibi/db';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type AppErrorCode } from '../errors/app-error.ts';

const fallbackMessages: Record<number, string> = {
  400: 'リクエストの内容が正しくありません。',
  401: 'ログインが必要です。',
  402: 'お支払いを完了できませんでした。',
  403: 'この操作を行う権限がありません。',
  404: 'お探しの情報は見つかりませんでした。',
  405: 'この方法ではご利用いただけません。',
  406: '対応していない形式が指定されました。',
  408: '時間内に送信が完了しませんでした。もう一度お試しください。',
  409: 'すでに処理済みのため、実行できませんでした。',
  413: '送信されたデータが大きすぎます。',
  415: '対応していないデータ形式です。',
  429: '短時間にリクエストが集中しました。しばらく待ってからもう一度お試しください。',
};
/** The one place a service's error code becomes an HTTP status. */
const statusOfCode: Record<AppErrorCode, number> = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_failed: 402,
  out_of_range: 416,
  rate_limited: 429,
  unavailable: 503,
};
/** The status an AppError answers with. */
export const httpStatusOf = (code: AppErrorCode): number => statusOfCode[code];

const codeOfStatus = new Map(
  Object.entries(statusOfCode).map(([code, status]) => [status, code as AppErrorCode]),
);

/** An API's error answer as the AppError that caused it, for callers over HTTP such as the CLI. */
export function appErrorOfAnswer(answer: ApiErrorBody): AppError {
  const code =
    codeOfStatus.get(answer.statusCode) ?? (answer.statusCode >= 500 ? 'unavailable' : 'invalid_input');
  return new AppError(code, answer.message);
}

const serverErrorMessage = '現在サービスをご利用いただけません。しばらく待ってからもう一度お試しください。';
/** Specification §8's text for 503: the database is away for a moment (a restart, a failover). */
const maintenanceMessage = '現在システムメンテナンス中です。しばらく待ってからもう一度お試しください。';
/** Seconds a client should wait before trying again while the database is away. */
export const retryAfterSeconds = 5;

/** Maps any error to DESIGN.md §5's shape; never leaks stack traces, SQL or English internals. */
export function toApiError(error: FastifyError | AppError): ApiErrorBody {
  if (error instanceof AppError) return { statusCode: statusOfCode[error.code], message: error.message };
  if (isConnectionError(error) || isDatabaseBusy(error))
    return { statusCode: 503, message: maintenanceMessage };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation;
    const path = first?.instancePath.split('/').filter(Boolean) ?? [];
    return { statusCode: 400, message: `${fieldLabel(path)}: ${first?.message ?? '値が正しくありません。'}` };
  }
  const statusCode =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) return { statusCode, message: serverErrorMessage };
  return { statusCode, message: fallbackMessages[statusCode] ?? fallbackMessages[400] ?? serverErrorMessage };
}

/**
 * Errors Fastify's router meets before any route runs, such as a path whose percent-encoding is no
 * UTF-8 (the bytes of a lone surrogate): §5's Japanese body instead of Fastify's English one.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const body = toApiError(error);
  return reply.status(body.statusCode).send(body);
}

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toApiError(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (body.statusCode === 503) reply.header('retry-after', String(retryAfterSeconds));
    return reply.status(body.statusCode).send(body);
  });
  app.setNotFoundHandler((_request, reply) => {
    const body: ApiErrorBody = { statusCode: 404, message: fallbackMessages[404] ?? '' };
    return reply.status(404).send(body);
  });
}
