import { setTimeout as sleep } from 'node:timers/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { parseEnv } from '@verity/config';
import { resolveDatabase, type ResolvedDatabase } from '@verity/db';
import { ensureBrowser } from './browser-setup';
import { stackEnvSchema } from './env';
import { findSteadyPort, isPortInUse } from '@verity/process';

/** The test inbox's SMTP port unless it is taken or INBOX_SMTP_PORT says otherwise (2525: a common non-root submission port). */
const DEFAULT_INBOX_SMTP_PORT = 2525;
import { loadOrCreateSecrets } from './secrets';
import { describeExit, type ServiceProcess, spawnService, waitForHttp, waitForReadyMessage } from './service-process';
import { buildWebBundles, missingWebBundles } from './web-bundles';
import { findWorkspaceRoot } from '@verity/process';

export interface StackOptions {
  /** The environment to read (validated); defaults to process.env. Children inherit it. */
  env?: NodeJS.ProcessEnv;
  /** Override PORT, VERITY_DATA_DIR and WORKERS. */
  port?: number;
  dataDir?: string;
  workers?: number;
  /** Rebuild the web bundles even when they exist (`--build`). */
  rebuild?: boolean;
  rootDir?: string;
  /** Aborting stops whatever has started and makes startStack reject with a StackAbortedError. */
  signal?: AbortSignal;
  /** Where the stack and its services write lines; defaults to stdout. */
  print?: (name: string, line: string) => void;
}

export interface RunningStack {
  url: string;
  port: number;
  dataDir: string;
  /** The child processes as they are now (a restarted service has a new pid), for diagnostics. */
  readonly services: ReadonlyArray<{ name: string; pid: number | undefined }>;
  /** Stops the services (web origin first), then Postgres. Safe to call more than once. */
  stop(): Promise<void>;
  /** Resolves once stop() has finished. */
  done: Promise<void>;
}

/** The first restart of a service that died waits this long; each quick death again doubles it, up to the most. */
export const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A service that ran this long before dying had been healthy: its next restart waits the first delay again. */
const HEALTHY_RUN_MS = 60_000;
/** How often the stack checks that the embedded Postgres still runs. */
const DATABASE_CHECK_MS = 1_000;

export class StackAbortedError extends Error {
  override name = 'StackAbortedError';
}

function defaultPrint(name: string, line: string) {
  process.stdout.write(`${name.padEnd(8)} | ${line}\n`);
}

/** Postgres talks a lot at start-up; the stack shows its problems and our notes about recovery. */
function postgresLogFilter(print: (name: string, line: string) => void) {
  return (line: string) => {
    if (/\b(WARNING|ERROR|FATAL|PANIC)\b|^Stopped a Postgres|^Initialising|did not shut down/.test(line)) print('postgres', line);
  };
}

/** Where the web origin listening on HOST answers this machine: loopback for every address, else HOST itself. */
export function probeHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '' || host === 'localhost') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The whole product on one port: Postgres (embedded unless DATABASE_URL), the API, the auth service,
 * N workers and the BFF in front of them, each a child process. Resolves once every service is healthy.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const rootDir = options.rootDir ?? findWorkspaceRoot();
  const print = options.print ?? defaultPrint;
  const inputEnv = options.env ?? process.env;
  const env = parseEnv(stackEnvSchema, inputEnv);
  const port = options.port ?? env.PORT;
  const workerCount = options.workers ?? env.WORKERS;
  const dataDirSetting = options.dataDir ?? env.VERITY_DATA_DIR;
  const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : resolve(rootDir, dataDirSetting);
  const webDist = env.VERITY_WEB_DIST ? resolve(rootDir, env.VERITY_WEB_DIST) : join(rootDir, 'dist', 'apps');
  const url = `http://localhost:${port}`;

  const services: ServiceProcess[] = [];
  /** How each service was started, so the supervisor can start it again the same way. */
  const launches = new Map<ServiceProcess, () => ServiceProcess>();
  let databaseStarting: Promise<ResolvedDatabase> | undefined;
  /** A start of the embedded Postgres after it died, while it is under way: stopping waits for it. */
  let databaseRestarting: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;

  function stopAll(): Promise<void> {
    stopping ??= (async () => {
      // The web origin first, so nothing new arrives; then the back end; Postgres last (once it is up,
      // if start-up was interrupted while it was starting).
      const [front, back] = [services.filter((s) => s.name === 'bff'), services.filter((s) => s.name !== 'bff')];
      await Promise.all(front.map((service) => service.stop()));
      await Promise.all(back.map((service) => service.stop()));
      const database = await databaseStarting?.catch(() => undefined);
      await databaseRestarting?.catch(() => undefined);
      await database?.stop();
    })();
    return stopping;
  }

  /** Awaits a start-up step, giving up as soon as the signal aborts (the caller then stops everything). */
  async function step<T>(work: Promise<T>): Promise<T> {
    const { signal } = options;
    if (!signal) return work;
    if (signal.aborted) throw new StackAbortedError('Start-up was interrupted.');
    let onAbort: () => void = () => undefined;
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(new StackAbortedError('Start-up was interrupted.'));
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await Promise.race([work, aborted]);
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  let inboxPort = DEFAULT_INBOX_SMTP_PORT;
  try {
    if (await isPortInUse(port)) throw new Error(`Port ${port} is already in use. Stop what uses it, or set PORT.`);
    const secrets = await step(loadOrCreateSecrets(dataDir));

    if (env.VERITY_WEB_DIST) {
      const missing = missingWebBundles(webDist);
      if (missing.length) print('stack', `Not built in ${webDist} (served as 404): ${missing.join(', ')}`);
    } else {
      // Nx's cache makes this a no-op when the sources have not changed since the last build, and rebuilds
      // only the bundles whose sources did: dist never lags behind a `git pull`.
      const force = Boolean(options.rebuild || env.VERITY_REBUILD);
      print('stack', force ? 'Rebuilding the web bundles…' : 'Building the web bundles that are out of date…');
      await step(buildWebBundles(rootDir, { force, signal: options.signal }));
    }

    // Workers find the browser themselves; this makes sure there is one (or says why not) before "running".
    await step(ensureBrowser({ settings: { chromiumPath: env.CHROMIUM_PATH, wsEndpoint: env.BROWSER_WS_ENDPOINT }, print: (line) => print('browser', line), signal: options.signal }));

    databaseStarting = resolveDatabase({ dataDir, databaseUrl: env.DATABASE_URL, log: postgresLogFilter(print) });
    const database = await step(databaseStarting);
    print('stack', database.isEmbedded ? `Embedded Postgres running (data in ${join(dataDir, 'postgres')})` : 'Using DATABASE_URL');

    const [apiPort, authPort] = [await findSteadyPort(), await findSteadyPort()];
    inboxPort = env.INBOX_SMTP_PORT ?? ((await isPortInUse(DEFAULT_INBOX_SMTP_PORT)) ? await findSteadyPort() : DEFAULT_INBOX_SMTP_PORT);
    // SITE_URL reaches the services only when the operator set it: unset, each builds its links on the address
    // a request came in on, so the product works at localhost, 127.0.0.1, a LAN address or a domain alike.
    const base = { ...inputEnv, NODE_ENV: env.NODE_ENV, LOG_LEVEL: env.LOG_LEVEL };
    const start = (name: string, app: string, serviceEnv: NodeJS.ProcessEnv) => {
      const launch = () => spawnService({ name, app, rootDir, env: { ...base, ...serviceEnv }, print });
      const service = launch();
      services.push(service);
      launches.set(service, launch);
      return service;
    };

    const api = start('api', 'api', {
      DATABASE_URL: database.databaseUrl,
      // Serves run files from <data dir>/artifacts, where the workers write them.
      VERITY_DATA_DIR: dataDir,
      API_PORT: String(apiPort),
      HOST: '127.0.0.1',
      JWT_SECRET: secrets.jwtSecret,
      VERITY_SECRET_KEY: inputEnv.VERITY_SECRET_KEY ?? secrets.secretKey,
      INBOX_SMTP_PORT: String(inboxPort),
    });
    const auth = start('auth', 'auth', {
      DATABASE_URL: database.databaseUrl,
      AUTH_PORT: String(authPort),
      HOST: '127.0.0.1',
      JWT_SECRET: secrets.jwtSecret,
      ANON_KEY: secrets.anonKey,
    });
    // The API installs the queue's schema; workers start once it is up.
    await step(Promise.all([waitForHttp(api, `http://127.0.0.1:${apiPort}/api/health`), waitForHttp(auth, `http://127.0.0.1:${authPort}/auth/v1/health`)]));

    const workers = Array.from({ length: workerCount }, (_, index) => {
      const name = workerCount > 1 ? `worker-${index + 1}` : 'worker';
      return start(name, 'worker', {
        DATABASE_URL: database.databaseUrl,
        WORKER_NAME: name,
        // Run files go to <data dir>/artifacts (unless ARTIFACTS_DIR says otherwise), where the API serves them.
        VERITY_DATA_DIR: dataDir,
        VERITY_SECRET_KEY: inputEnv.VERITY_SECRET_KEY ?? secrets.secretKey,
      });
    });
    const bff = start('bff', 'bff', {
      PORT: String(port),
      HOST: env.HOST,
      ANON_KEY: secrets.anonKey,
      API_URL: `http://127.0.0.1:${apiPort}`,
      AUTH_URL: `http://127.0.0.1:${authPort}`,
      VERITY_WEB_DIST: webDist,
    });
    await step(Promise.all([...workers.map((worker) => waitForReadyMessage(worker)), waitForHttp(bff, `http://${probeHost(env.HOST)}:${port}/config.json`)]));
  } catch (error) {
    await stopAll();
    throw error;
  }

  /**
   * A service that dies on its own is started again, the others keep serving: after a second, then twice as
   * long each time it dies again soon, up to half a minute; a service that had run for a minute starts over.
   */
  const supervise = (service: ServiceProcess, delayMs: number) => {
    const startedAt = Date.now();
    void service.exited.then(async (exit) => {
      if (stopping) return;
      const delay = Date.now() - startedAt >= HEALTHY_RUN_MS ? FIRST_RESTART_DELAY_MS : delayMs;
      print('stack', `${service.name} ${describeExit(exit)} unexpectedly; starting it again in ${Math.round(delay / 100) / 10} s.`);
      await new Promise((resolveDelay) => setTimeout(resolveDelay, delay));
      const launch = launches.get(service);
      if (stopping || !launch) return;
      const restarted = launch();
      services[services.indexOf(service)] = restarted;
      launches.set(restarted, launch);
      launches.delete(service);
      supervise(restarted, Math.min(delay * 2, MAX_RESTART_DELAY_MS));
    });
  };
  for (const service of services) supervise(service, FIRST_RESTART_DELAY_MS);

  /**
   * The embedded Postgres is watched too, and started again on its port when it stops on its own, with the same
   * backoff; the services meanwhile answer 503 and reconnect by themselves once it is back.
   */
  const superviseDatabase = async (database: NonNullable<ResolvedDatabase['embedded']>) => {
    let delay = FIRST_RESTART_DELAY_MS;
    while (!stopping) {
      await sleep(DATABASE_CHECK_MS, undefined, { ref: false });
      if (stopping || (await database.isRunning())) continue;
      print('stack', `Postgres stopped unexpectedly; starting it again in ${Math.round(delay / 100) / 10} s.`);
      await sleep(delay, undefined, { ref: false });
      if (stopping) return;
      databaseRestarting = database.restart();
      try {
        await databaseRestarting;
        print('stack', 'Postgres is running again.');
        delay = FIRST_RESTART_DELAY_MS;
      } catch (error) {
        print('stack', `${error instanceof Error ? error.message : String(error)}; trying again.`);
        delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
      } finally {
        databaseRestarting = undefined;
      }
    }
  };
  const { embedded } = await databaseStarting;
  if (embedded) void superviseDatabase(embedded);

  let stopRequested: () => void = () => undefined;
  const done = new Promise<void>((resolveStopped) => (stopRequested = resolveStopped));

  print('stack', `Verity is running at ${url}`);
  print('stack', `Test inbox: the sites you test send mail to SMTP 127.0.0.1:${inboxPort}; e-mail steps read what arrives for @${env.INBOX_DOMAIN}`);
  return {
    url,
    port,
    dataDir,
    get services() {
      return services.map(({ name, child }) => ({ name, pid: child.pid }));
    },
    stop: () => {
      const whenStopped = stopAll();
      void whenStopped.then(stopRequested);
      return whenStopped;
    },
    done,
  };
}
