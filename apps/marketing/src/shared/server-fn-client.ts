import { createServerFnClient, type ServerFnClient } from '@verity/server-fn';

// The client the screens call server functions with: same origin as the page, since the BFF serves both.
// It lives in one module so a test can swap in a client over a fake fetch (replaceServerFnClient).
let current: ServerFnClient = createServerFnClient();

export function serverFnClient(): ServerFnClient {
  return current;
}

/** Makes the screens use `client` until the returned function puts the previous one back. For tests. */
export function replaceServerFnClient(client: ServerFnClient): () => void {
  const previous = current;
  current = client;
  return () => {
    current = previous;
  };
}
