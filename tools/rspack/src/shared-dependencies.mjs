import fs from 'node:fs';
import path from 'node:path';

/** The module shared as `zod`: see its comment. */
export const SHARED_ZOD = path.join(import.meta.dirname, 'shared-zod.mjs');

/**
 * Packages every app shares as singletons, so the shell and its remotes run one React, one QueryClient class...
 * Listed one by one on purpose: a shared package is built whole, never tree-shaken, so sharing every dependency
 * makes each screen download vendor code it does not use. react-router is not shared for that reason: only the
 * shell imports it (it owns routing; remotes get `navigate`), and alone it is tree-shaken to what the shell uses
 * (31 KB of 61 over the wire). zod is shared through `shared-zod.mjs`, which keeps only what the apps call.
 * Subpaths are entries of their own (JSX runtimes, react-dom/client).
 */
export const SHARED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@tanstack/react-query',
  'sonner',
  'single-spa-react',
];

/**
 * Workspace libraries with run-time state or identity (contexts, classes) that must exist once, and the contracts
 * every screen validates answers with: shared, the app downloads them once instead of once per remote.
 */
export const SHARED_WORKSPACE_LIBS = {
  '@verity/contracts': 'libs/contracts',
  '@verity/mfe': 'libs/mfe',
  '@verity/config': 'libs/config',
  '@verity/query': 'libs/query',
  // ApiError is checked with instanceof in the remotes; the analytics context must be the shell's.
  '@verity/api-client': 'libs/api-client',
  '@verity/analytics': 'libs/analytics',
  '@verity/ui': 'libs/ui',
};

/**
 * `@scope/name/sub` → `@scope/name`, `react/jsx-runtime` → `react`.
 * @param {string} request
 */
export function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** @param {string} file */
function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The `shared` option of the federation plugin. Versions come from the root package.json rather than
 * from each package's own package.json, which not every package exports (sonner).
 *
 * @param {string} workspaceRoot
 * @returns {Record<string, { singleton: true, version: string, requiredVersion: string, import?: string }>}
 */
export function sharedDependencies(workspaceRoot) {
  const { dependencies = {} } = readJson(path.join(workspaceRoot, 'package.json'));
  /** @type {Record<string, { singleton: true, version: string, requiredVersion: string, import?: string }>} */
  const shared = {};
  for (const request of SHARED_PACKAGES) {
    const version = dependencies[packageNameOf(request)];
    if (!version) throw new Error(`Shared package ${request} is not a dependency in the root package.json`);
    shared[request] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  for (const [name, folder] of Object.entries(SHARED_WORKSPACE_LIBS)) {
    const { version } = readJson(path.join(workspaceRoot, folder, 'package.json'));
    shared[name] = { singleton: true, version, requiredVersion: version };
  }
  shared.zod = { singleton: true, version: dependencies.zod, requiredVersion: `^${dependencies.zod}`, import: SHARED_ZOD };
  return shared;
}
