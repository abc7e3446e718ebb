import { type Duplex } from 'node:stream';

/**
 * How long a client may take to send a whole request (headers and body): a client that trickles bytes cannot hold
 * a connection, and the server's memory, for Node's default of five minutes.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

const ANSWERS: Record<string, [status: number, reason: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers (or its URL) are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', `The request was not received within ${REQUEST_TIMEOUT_MS / 1000} seconds.`],
};

/**
 * Fastify's clientErrorHandler for a request Node could not parse or did not receive in time, answered on the raw
 * socket with the service's own error body (`bodyFor`) instead of Fastify's.
 */
export function answerClientErrors(bodyFor: (status: number, message: string) => object) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    // A client that went away (ECONNRESET) has nobody to answer; one already being answered gets no second answer.
    const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const [status, reason, message] = ANSWERS[error.code ?? ''] ?? [400, 'Bad Request', 'The request is malformed.'];
    const body = JSON.stringify(bodyFor(status, message));
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  };
}
