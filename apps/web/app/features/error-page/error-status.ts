import { isRouteErrorResponse } from 'react-router';

/** HTTP status of whatever reached the error boundary; anything but an error response counts as 500. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export interface ErrorText {
  message: string;
  /** The specification's English line, for 404 only. */
  english?: string;
}

/** The error page's words per status (specification §8). */
export function errorText(status: number): ErrorText {
  if (status === 404) return { message: 'ページが見つかりません。', english: 'This page could not be found' };
  if (status === 500) {
    return { message: '現在サービスをご利用いただけません。しばらく待ってからもう一度お試しください。' };
  }
  return { message: '現在システムメンテナンス中です。' };
}
