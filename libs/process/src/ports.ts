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
