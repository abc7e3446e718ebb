import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';

export interface TestSite {
  url: string;
  close: () => Promise<void>;
}

/**
 * A site for the tests to check, served on a free local port (the local stack lets runs open private addresses):
 * each path its page, any other path a 404 page.
 */
export async function startTestSite(pages: Record<string, string>): Promise<TestSite> {
  const server = createServer((request, response) => {
    const body = pages[new URL(request.url ?? '/', 'http://site').pathname];
    response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body ?? '<!doctype html><title>Not found</title><h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
