import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from '@verity/process';
import { BUNDLE_FILE, SERVICES } from './build/services';
import { TEST_JWT_SECRET } from './testing/back-end';
import { type BuiltApp, buildApp } from './testing/built-app';
import { type BuiltServiceProcess, processLaunch, startBuiltService } from './testing/built-service';
import { type PostgresServer, startPostgresServer } from './testing/postgres-server';

// Each service built to JavaScript and started on its own, as an operator runs it on a separate machine:
// `verity <service>` (the image's entry point) from a folder holding only dist/ and node_modules/, with plain node.

const JWT_SECRET = TEST_JWT_SECRET;
const SHELL_MARKER = 'built-shell-page-for-this-test';

describe('the built services', () => {
  let app: BuiltApp;
  let postgres: PostgresServer;
  let artifactsDir: string;
  const started: BuiltServiceProcess[] = [];

  beforeAll(async () => {
    [app, postgres] = await Promise.all([buildApp(), startPostgresServer()]);
    artifactsDir = await mkdtemp(join(tmpdir(), 'verity-artifacts-'));
    // The web bundles are not under test: a stand-in shell page shows where the built BFF looks for them.
    await mkdir(join(app.dir, 'dist/apps/shell'), { recursive: true });
    await writeFile(join(app.dir, 'dist/apps/shell/index.html'), `<!doctype html><html><head><title>Verity</title></head><body>${SHELL_MARKER}</body></html>`);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(started.map((service) => service.stop()));
    await Promise.all([app?.remove(), postgres?.stop(), artifactsDir && rm(artifactsDir, { recursive: true, force: true })]);
  }, 60_000);

  function start(command: string[], env: Record<string, string>) {
    const service = startBuiltService(app.dir, command, env);
    started.push(service);
    return service;
  }

  async function expectPlainNode(service: BuiltServiceProcess, bundle: string) {
    const launch = await processLaunch(service.pid);
    expect(launch.argv).toEqual(['node', '--enable-source-maps', bundle]);
    expect(launch.nodeOptions).toBeUndefined();
  }

  it('the API migrates the database and answers its health check', async () => {
    const port = await findFreePort();
    const api = start(['api'], { DATABASE_URL: postgres.databaseUrl, JWT_SECRET, API_PORT: String(port), HOST: '127.0.0.1', ARTIFACTS_DIR: artifactsDir });
    await api.waitForHttp(`http://127.0.0.1:${port}/api/health`);
    await expectPlainNode(api, `${SERVICES.api.outDir}/${BUNDLE_FILE}`);
  });

  it('the auth service answers its health check', async () => {
    const port = await findFreePort();
    const auth = start(['auth'], { DATABASE_URL: postgres.databaseUrl, JWT_SECRET, ANON_KEY: 'anon', AUTH_PORT: String(port), HOST: '127.0.0.1' });
    await auth.waitForHttp(`http://127.0.0.1:${port}/auth/v1/health`);
    await expectPlainNode(auth, `${SERVICES.auth.outDir}/${BUNDLE_FILE}`);
  });

  it('the BFF serves its config, the blog it carries and the web bundles beside it', async () => {
    const port = await findFreePort();
    const bff = start(['bff'], { ANON_KEY: 'anon', API_URL: 'http://127.0.0.1:9', AUTH_URL: 'http://127.0.0.1:9', PORT: String(port), HOST: '127.0.0.1' });
    const origin = `http://127.0.0.1:${port}`;
    await bff.waitForHttp(`${origin}/config.json`);
    await expectPlainNode(bff, `${SERVICES.bff.outDir}/${BUNDLE_FILE}`);
    expect(await (await fetch(`${origin}/rss.xml`)).text()).toContain('From a goal to a test you can read');
    expect((await fetch(`${origin}/blog/images/from-a-goal-to-a-test.svg`)).status).toBe(200);
    expect(await (await fetch(`${origin}/app`, { headers: { accept: 'text/html' } })).text()).toContain(SHELL_MARKER);
  });

  it('a worker connects to the queue and reports ready', async () => {
    const worker = start(['worker'], { DATABASE_URL: postgres.databaseUrl, WORKER_NAME: 'worker-1', WORKER_CONCURRENCY: '1', ARTIFACTS_DIR: artifactsDir });
    expect(await worker.waitForLine(/^worker-1: ready: /)).toContain('1 runs at a time');
    await expectPlainNode(worker, `${SERVICES.worker.outDir}/${BUNDLE_FILE}`);
  });

  it('the admin command works on the database at DATABASE_URL', async () => {
    // Needs the schema the API migrated in the first test.
    const create = start(['admin', 'promo', 'create', 'LAUNCH', '--credits', '5'], { DATABASE_URL: postgres.databaseUrl });
    expect(await create.exited).toEqual({ code: 0, signal: null });
    const list = start(['admin', 'promo', 'list'], { DATABASE_URL: postgres.databaseUrl });
    expect(await list.exited).toEqual({ code: 0, signal: null });
    expect(list.output.join('\n')).toMatch(/LAUNCH\s+5\b/);
  });

  describe('a service started without a variable it needs exits 1 and names it', () => {
    const complete: Record<string, Record<string, string>> = {
      api: { DATABASE_URL: 'postgres://verity@127.0.0.1:9/verity', JWT_SECRET },
      auth: { DATABASE_URL: 'postgres://verity@127.0.0.1:9/verity', JWT_SECRET, ANON_KEY: 'anon' },
      bff: { ANON_KEY: 'anon', API_URL: 'http://127.0.0.1:9', AUTH_URL: 'http://127.0.0.1:9' },
      worker: { DATABASE_URL: 'postgres://verity@127.0.0.1:9/verity' },
    };
    it.each([
      ['api', 'DATABASE_URL'],
      ['api', 'JWT_SECRET'],
      ['auth', 'JWT_SECRET'],
      ['auth', 'ANON_KEY'],
      ['auth', 'DATABASE_URL'],
      ['bff', 'ANON_KEY'],
      ['bff', 'API_URL'],
      ['bff', 'AUTH_URL'],
      ['worker', 'DATABASE_URL'],
    ])('%s without %s', async (service, variable) => {
      const { [variable]: _left, ...env } = complete[service]!;
      const process = start([service], env);
      expect(await process.exited).toEqual({ code: 1, signal: null });
      const problems = process.output.filter((line) => line.startsWith('  - '));
      expect(process.output[0]).toBe(`${service}: Invalid configuration:`);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^  - ${variable}: .*it is not set\\)?$`));
    });

    it('and every one at once when nothing is set', async () => {
      const auth = start(['auth'], {});
      expect(await auth.exited).toEqual({ code: 1, signal: null });
      expect(auth.output.slice(1).map((line) => line.split(':')[0]?.trim())).toEqual(['- JWT_SECRET', '- ANON_KEY', '- DATABASE_URL']);
    });
  });
});
