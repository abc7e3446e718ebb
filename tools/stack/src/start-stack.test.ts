import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@verity/process';
import { probeHost, type RunningStack, startStack } from './start-stack';
import { WEB_PROJECTS } from './web-bundles';

/** Web bundles as the front-end build leaves them, so the stack does not build. */
async function writeFixtureDist(distDir: string) {
  for (const project of WEB_PROJECTS) {
    await mkdir(join(distDir, project), { recursive: true });
    const [file, content] = project === 'shell' ? ['index.html', '<div id="root"></div>'] : ['mf-manifest.json', `{"name":"${project}"}`];
    await writeFile(join(distDir, project, file), content);
  }
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
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

  it('starts a service that dies again while the others keep serving, and says which one', async () => {
    const stack = await start();
    try {
      const pidOf = (name: string) => stack.services.find((service) => service.name === name)?.pid;
      const [api, bff] = [pidOf('api'), pidOf('bff')];
      process.kill(api!, 'SIGKILL');
      // The web origin stays up meanwhile, answering for the API in the envelope.
      const whileDown = await fetch(`${stack.url}/config.json`);
      expect(whileDown.status).toBe(200);
      await waitUntil(async () => (await fetch(`${stack.url}/api/health`).catch(() => null))?.status === 200 && pidOf('api') !== api);
      expect(lines).toContain('stack | api was killed by SIGKILL unexpectedly; starting it again in 1 s.');
      expect(pidOf('bff')).toBe(bff);
    } finally {
      await stack.stop();
    }
    await stack.done;
    expect(existsSync(join(workDir, 'data/postgres/postmaster.pid'))).toBe(false);
    for (const { pid } of stack.services) expect(() => process.kill(pid!, 0)).toThrow();
  }, 180_000);

  it('starts the embedded Postgres again when it is killed under load: 503s meanwhile, never a 500, no service restarted', async () => {
    const stack = await start();
    try {
      const pids = stack.services.map((service) => service.pid);
      const { anonKey } = await (await fetch(`${stack.url}/config.json`)).json();
      const signUp = await fetch(`${stack.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: `load-${Date.now()}@example.com`, password: 'correct horse battery' }),
      });
      const { access_token: token } = await signUp.json();
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const statuses: number[] = [];
      let writes = 0;
      let loading = true;
      // Two clients writing folders and reading the list, without pause, all through the outage.
      const client = async () => {
        while (loading) {
          const write = await fetch(`${stack.url}/api/folders/`, { method: 'POST', headers, body: JSON.stringify({ name: `Folder ${writes++}` }) });
          const read = await fetch(`${stack.url}/api/folders/`, { headers });
          statuses.push(write.status, read.status);
          await write.text();
          await read.text();
        }
      };
      const clients = [client(), client()];
      await waitUntil(async () => statuses.filter((status) => status === 201).length >= 10);

      const postgres = Number((await readFile(join(workDir, 'data/postgres/postmaster.pid'), 'utf8')).split('\n')[0]);
      process.kill(postgres, 'SIGKILL');
      await waitUntil(async () => lines.includes('stack | Postgres is running again.'));
      const afterRestart = statuses.length;
      await waitUntil(async () => statuses.slice(afterRestart).filter((status) => status === 201).length >= 10);
      loading = false;
      await Promise.all(clients);

      expect(lines).toContain('stack | Postgres stopped unexpectedly; starting it again in 1 s.');
      expect(statuses.filter((status) => ![200, 201, 503].includes(status))).toEqual([]);
      expect(statuses).toContain(503);
      expect(stack.services.map((service) => service.pid)).toEqual(pids);
      // The worker reports to the database again: the runner is ready.
      await waitUntil(async () => (await (await fetch(`${stack.url}/api/health`)).json()).data?.runner?.state === 'ready');
      // Every write answered 201 is there (one cut off between its commit and its answer may be there too).
      const folders = (await (await fetch(`${stack.url}/api/folders/`, { headers })).json()).data as unknown[];
      expect(folders.length).toBeGreaterThanOrEqual(statuses.filter((status) => status === 201).length);
      expect(folders.length).toBeLessThanOrEqual(writes);
    } finally {
      await stack.stop();
    }
    await stack.done;
    expect(existsSync(join(workDir, 'data/postgres/postmaster.pid'))).toBe(false);
  }, 240_000);

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

describe('probeHost', () => {
  it.each([
    ['localhost', '127.0.0.1'],
    ['0.0.0.0', '127.0.0.1'],
    ['::', '127.0.0.1'],
    ['192.168.1.20', '192.168.1.20'],
    ['fd00::5', '[fd00::5]'],
  ])('checks a web origin listening on %s at %s', (host, probed) => {
    expect(probeHost(host)).toBe(probed);
  });
});
