/** What the production build compiles: each service, its TypeScript entry, and the files it reads at run time. */
export const SERVICE_NAMES = ['api', 'auth', 'bff', 'worker', 'admin'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ServiceDefinition {
  name: ServiceName;
  /** The TypeScript entry point, relative to the workspace root. */
  entry: string;
  /** The folder the bundle goes to (the Nx project's output), relative to the output root. */
  outDir: string;
  /** Folders copied next to the bundle: `from` relative to the workspace root, `to` relative to `outDir`. */
  assets: ReadonlyArray<{ from: string; to: string }>;
}

/** The bundle's file name: `.mjs`, because the workspace's package.json does not say "type": "module". */
export const BUNDLE_FILE = 'main.mjs';

// Every service that touches the database migrates it at start-up (advisory-locked), so each carries the SQL.
const MIGRATIONS = { from: 'libs/db/migrations', to: 'migrations' };

export const SERVICES: Readonly<Record<ServiceName, ServiceDefinition>> = {
  api: { name: 'api', entry: 'apps/api/src/main.ts', outDir: 'dist/apps/api', assets: [MIGRATIONS] },
  auth: { name: 'auth', entry: 'apps/auth/src/main.ts', outDir: 'dist/apps/auth', assets: [MIGRATIONS] },
  worker: { name: 'worker', entry: 'apps/worker/src/main.ts', outDir: 'dist/apps/worker', assets: [MIGRATIONS] },
  bff: { name: 'bff', entry: 'apps/bff/src/main.ts', outDir: 'dist/apps/bff', assets: [{ from: 'content/blog', to: 'blog' }] },
  admin: { name: 'admin', entry: 'tools/admin/src/cli.ts', outDir: 'dist/tools/admin', assets: [MIGRATIONS] },
};

export function isServiceName(name: string): name is ServiceName {
  return (SERVICE_NAMES as readonly string[]).includes(name);
}
