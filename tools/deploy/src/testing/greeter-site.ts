import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';

const PAGE = `<!doctype html>
<html><head><title>Greeter</title><link rel="icon" href="data:,"></head>
<body>
  <h1>Greeter</h1>
  <button type="button" onclick="document.getElementById('greeting').textContent = 'Hello, tester'">Show greeting</button>
  <p id="greeting"></p>
</body></html>`;

export interface GreeterSite {
  url: string;
  /** How many times each page (`/greeter/<anything>`) was loaded: a run opens its own page once. */
  pageLoads: Map<string, number>;
  close(): Promise<void>;
}

/** A one-page site on 127.0.0.1 under any /greeter/<id> path, so each run's page loads can be counted. */
export async function startGreeterSite(): Promise<GreeterSite> {
  const pageLoads = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (request.method !== 'GET' || !path.startsWith('/greeter/')) return void response.writeHead(404).end();
    pageLoads.set(path, (pageLoads.get(path) ?? 0) + 1);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pageLoads,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
