import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from '../errors/app-error.ts';
import { appErrorOfAnswer, toApiError } from './error-handlers.ts';

describe('the one mapping of AppError to HTTP', () => {
  it('answers the status of the code with the message as written', () => {
    expect(toApiError(new AppError('conflict', 'この利用者は承認待ちではありません。'))).toEqual({
      statusCode: 409,
      message: 'この利用者は承認待ちではありません。',
    });
    // A service's own 503 keeps its message; other 5xx answer the fixed outage text.
    expect(toApiError(new AppError('unavailable', 'ジョブキューが動いていません。')).statusCode).toBe(503);
  });

  it('gives a caller over HTTP the same code back', () => {
    for (const code of [
      'invalid_input',
      'unauthenticated',
      'forbidden',
      'not_found',
      'rate_limited',
    ] as const) {
      const error = appErrorOfAnswer(toApiError(new AppError(code, 'x')));
      expect(isAppError(error, code)).toBe(true);
    }
    expect(appErrorOfAnswer({ statusCode: 500, message: '…' }).code).toBe('unavailable');
    expect(appErrorOfAnswer({ statusCode: 413, message: '…' }).code).toBe('invalid_input');
  });
});

describe('a database that is away', () => {
  it('answers 503 with the maintenance text of §8, not a 500', () => {
    const wrapped = new Error('Failed query: select 1', {
      cause: Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    });
    expect(toApiError(wrapped as never)).toEqual({
      statusCode: 503,
      message: '現在システムメンテナンス中です。しばらく待ってからもう一度お試しください。',
    });
  });
});
