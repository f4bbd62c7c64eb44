import { describe, expect, it } from 'vitest';
import { errorStatus, errorText } from './error-status.ts';

describe('errorStatus', () => {
  it('reads the status of error responses', () => {
    // The shape React Router hands the boundary for a thrown data(…, { status }) or Response.
    expect(errorStatus({ status: 503, statusText: '', internal: false, data: null })).toBe(503);
  });

  it('defaults to 500 for anything else', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus('boom')).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
  });
});

describe('errorText', () => {
  it('gives 404 its Japanese message and the English line', () => {
    expect(errorText(404)).toEqual({
      message: 'ページが見つかりません。',
      english: 'This page could not be found',
    });
  });

  it('tells 500 from every other status', () => {
    expect(errorText(500).message).toBe(
      '現在サービスをご利用いただけません。しばらく待ってからもう一度お試しください。',
    );
    for (const status of [503, 502, 403, 400]) {
      expect(errorText(status)).toEqual({ message: '現在システムメンテナンス中です。' });
    }
  });
});
