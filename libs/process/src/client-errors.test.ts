import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { answerClientErrors } from './client-errors';

/** Sends raw bytes and reads the whole answer (the handler closes the connection after it). */
function sendRaw(port: number, bytes: string, { endAfterWrite = false } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(bytes);
      if (endAfterWrite) socket.end();
    });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('answerClientErrors', () => {
  const server = http.createServer({ requestTimeout: 300, connectionsCheckingInterval: 50, maxHeaderSize: 1024 }, (request, response) => {
    // As Fastify does: the whole body is read before the route answers.
    request.on('end', () => response.end('ok')).resume();
  });
  server.on('clientError', answerClientErrors((status, message) => ({ ok: false, data: null, error: message, status })));
  let port: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('answers headers too large with 431 in the service\'s own body', async () => {
    const answer = await sendRaw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(4096)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(bodyOf(answer)).toEqual({ ok: false, data: null, error: 'The request headers (or its URL) are too large.', status: 431 });
  });

  it('answers a whole request as the server does', async () => {
    expect(await sendRaw(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*ok$/);
  });

  it('answers a request that is not HTTP with 400', async () => {
    const answer = await sendRaw(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(bodyOf(answer).error).toBe('The request is malformed.');
  });

  it('answers a client that does not finish its request in time with 408, and closes the connection', async () => {
    const started = Date.now();
    const answer = await sendRaw(port, 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"a":');
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(bodyOf(answer)).toEqual({ ok: false, data: null, error: 'The request was not received within 30 seconds.', status: 408 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
