import type { Socket } from 'node:net';
import type { ApiErrorBody } from '@hibi/contract';

const messages: Record<number, string> = {
  400: 'リクエストの形式が正しくありません。',
  408: '時間内に送信が完了しませんでした。もう一度お試しください。',
  431: 'リクエストのヘッダーが大きすぎます。Cookieを削除してからもう一度お試しください。',
};
const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Errors Node's HTTP parser meets before any route runs (oversized headers, a lying
 * Content-Length, a timeout) answer DESIGN.md §5's Japanese body instead of Fastify's English one.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const statusCode =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body: ApiErrorBody = { statusCode, message: messages[statusCode] ?? '' };
  const json = JSON.stringify(body);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${statusCode} ${reasons[statusCode]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  socket.destroy();
}
