import { createServer, type Server } from 'node:net';
import { findFreePort, findSteadyPort, isPortInUse } from './ports';

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

  it('finds a free port below the range the system gives outgoing connections, which none can take meanwhile', async () => {
    const ports = await Promise.all(Array.from({ length: 5 }, () => findSteadyPort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_768);
    }
    const server = await listen(ports[0] as number);
    try {
      expect(await isPortInUse(ports[0] as number)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
