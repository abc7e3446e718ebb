import { createServer } from 'node:net';

/** Asks the OS for a port nobody listens on. Another process could take it before we do; callers retry. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not determine a free port'));
      });
    });
  });
}

/** Whether something already listens on the port (on any address of this machine). */
export function isPortInUse(port: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    server.listen(port, () => server.close(() => resolve(false)));
  });
}

/** Ports Linux never gives an outgoing connection (its ephemeral range starts at 32768). */
const STEADY_PORTS = { from: 20_000, to: 32_767 };
const STEADY_PORT_TRIES = 50;

/**
 * A free port that stays free until a service listens on it. One of findFreePort's comes from the ephemeral range,
 * which any outgoing connection on the machine (a database client's) may take meanwhile: a service started seconds
 * later then failed with EADDRINUSE (the e2e stack's web server, once in CI).
 */
export async function findSteadyPort(): Promise<number> {
  for (let tries = 0; tries < STEADY_PORT_TRIES; tries += 1) {
    const port = STEADY_PORTS.from + Math.floor(Math.random() * (STEADY_PORTS.to - STEADY_PORTS.from + 1));
    if (!(await isPortInUse(port))) return port;
  }
  return findFreePort();
}
