import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_CODES, type ApiErrorBody } from '../../shared/contract/errors';

function answerOf(code: string | undefined): { status: number; body: ApiErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: { message: 'The request address or headers are too large', code: ERROR_CODES.payloadTooLarge } };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { message: 'The request took too long to arrive', code: ERROR_CODES.validation } };
  }
  return { status: 400, body: { message: 'The request could not be read', code: ERROR_CODES.validation } };
}

/**
 * Requests Node cannot parse (a request line or headers above its limit, broken framing) never reach
 * the app; without this they are answered with an empty body instead of the one JSON error shape.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A client that went away has nobody to read an answer.
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const { status, body } = answerOf(error.code);
    const json = JSON.stringify(body);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  });
}
