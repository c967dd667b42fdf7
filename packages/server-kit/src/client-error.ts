import type { Duplex } from 'node:stream';

/**
 * Fastify's `clientErrorHandler` for a request Node's HTTP parser cannot read (a byte that may
 * not stand in a request line, headers over 16 KiB): the service's error shape, built from the
 * message, and `Connection: close`, since the connection cannot carry another request and a
 * keep-alive client must be told so rather than find it reset.
 */
export function answerClientError(errorBody: (message: string) => unknown) {
  return (err: NodeJS.ErrnoException, socket: Duplex): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, message] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', 'The request took too long to arrive']
          : [400, 'Bad Request', 'The request is not valid HTTP'];
    const body = JSON.stringify(errorBody(message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
