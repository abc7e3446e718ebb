import { createServer, type Server } from 'node:net';
import { findFreePort, isPortInUse } from './ports';

function listen(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(port, () => resolve(server));
  });
}

describe('ports', () => {
  it('finds a port that can then be listened on, and reports it in use while taken', async () => {
    const port = await findFreePort();
    expect(port).toBeGreaterThan(0);
    expect(await isPortInUse(port)).toBe(false);
    const server = await listen(port);
    try {
      expect(await isPortInUse(port)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
