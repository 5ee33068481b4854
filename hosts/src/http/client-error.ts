import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CATALOGUE, type ErrorCode } from '@metagame/contracts';

/** What Node's HTTP parser refuses before Express sees a request, as the catalogue names it. */
const PARSER_REFUSALS: Readonly<Record<string, { code: ErrorCode; detail: string }>> = {
  HPE_HEADER_OVERFLOW: { code: 'HEADERS_TOO_LARGE', detail: 'The request line or headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { code: 'REQUEST_TIMEOUT', detail: 'The request took too long to arrive.' },
};
const MALFORMED = { code: 'BAD_REQUEST', detail: 'The request is not valid HTTP.' } as const;

/**
 * The server's `clientError` listener: a request Node's parser refuses (headers too large, not HTTP,
 * too slow) gets the same JSON error body as any other, with a code, instead of Node's bare status
 * line; then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { code, detail } = PARSER_REFUSALS[error.code ?? ''] ?? MALFORMED;
  const status = ERROR_CATALOGUE[code].status;
  const body = JSON.stringify({ detail, code });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
