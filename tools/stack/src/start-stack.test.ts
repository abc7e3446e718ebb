import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@verity/process';
import { type RunningStack, startStack } from './start-stack';
import { WEB_PROJECTS } from './web-bundles';

/** Web bundles as the front-end build leaves them, so the stack does not build. */
async function writeFixtureDist(distDir: string) {
  for (const project of WEB_PROJECTS) {
    await mkdir(join(distDir, project), { recursive: true });
    const [file, content] = project === 'shell' ? ['index.html', '<div id="root"></div>'] : ['mf-manifest.json', `{"name":"${project}"}`];
    await writeFile(join(distDir, project, file), content);
  }
}

describe('startStack', () => {
  let workDir: string;
  let env: NodeJS.ProcessEnv;
  const lines: string[] = [];
  const print = (name: string, line: string) => lines.push(`${name} | ${line}`);

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'verity-stack-'));
    // As root, Postgres runs as the postgres user, which must be able to enter the data directory.
    await chmod(workDir, 0o711);
    await writeFixtureDist(join(workDir, 'dist'));
    env = { PATH: process.env.PATH, HOME: process.env.HOME, VERITY_WEB_DIST: join(workDir, 'dist'), NODE_ENV: 'test', LOG_LEVEL: 'warn' };
  });

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  async function start(): Promise<RunningStack> {
    return startStack({ env, port: await findFreePort(), dataDir: join(workDir, 'data'), print });
  }

  it('serves the product on one port, stops cleanly, and reuses its data on the next start', async () => {
    const first = await start();
    let anonKey: string;
    try {
      expect(lines).toContain(`stack | Verity is running at ${first.url}`);
      const health = await fetch(`${first.url}/api/health`);
      // The worker has reported its browser before the stack says it is running.
      expect(await health.json()).toMatchObject({ ok: true, data: { status: 'ok', runner: { state: 'ready', workers: 1 } } });
      expect(lines).toContainEqual(expect.stringMatching(/^browser \| Test runs use Chromium \d+/));
      expect((await (await fetch(`${first.url}/auth/v1/settings`)).json()).external.email).toBe(true);
      const config = await (await fetch(`${first.url}/config.json`)).json();
      // No SITE_URL: the browser resolves same-origin paths against the address it opened the app on.
      expect(config.apiBaseUrl).toBe('/api');
      anonKey = config.anonKey;
      expect(first.services.map((service) => service.name).sort()).toEqual(['api', 'auth', 'bff', 'worker']);
    } finally {
      await first.stop();
    }
    await first.done;
    expect(existsSync(join(workDir, 'data/postgres/postmaster.pid'))).toBe(false);
    for (const { pid } of first.services) expect(() => process.kill(pid!, 0)).toThrow();

    lines.length = 0;
    const second = await start();
    try {
      expect(lines.some((line) => line.includes('Initialising'))).toBe(false);
      expect((await (await fetch(`${second.url}/config.json`)).json()).anonKey).toBe(anonKey);
      const secrets = JSON.parse(await readFile(join(workDir, 'data/secrets.json'), 'utf8'));
      expect(secrets.anonKey).toBe(anonKey);
    } finally {
      await second.stop();
    }
  }, 180_000);

  it('stops everything when a service dies, and says which one', async () => {
    const stack = await start();
    const api = stack.services.find((service) => service.name === 'api');
    process.kill(api!.pid!, 'SIGKILL');
    await expect(stack.done).rejects.toThrow('api was killed by SIGKILL unexpectedly.');
    expect(existsSync(join(workDir, 'data/postgres/postmaster.pid'))).toBe(false);
    for (const { pid } of stack.services) expect(() => process.kill(pid!, 0)).toThrow();
  }, 180_000);

  it('refuses a port that is already taken', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    const port = await findFreePort();
    await new Promise<void>((resolve) => blocker.listen(port, resolve));
    try {
      await expect(startStack({ env, port, dataDir: join(workDir, 'data'), print })).rejects.toThrow(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});
