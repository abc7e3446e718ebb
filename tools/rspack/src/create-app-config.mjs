import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedDependencies } from './shared-dependencies.mjs';

/** Browsers the bundles are compiled for. */
export const BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 114', 'safari >= 16.4'];

/**
 * The federation runtime's code for Node (loading remotes from files) is left out: every bundle runs in a browser.
 * About 2 KB compressed less in the shell and in each remote's entry.
 * @type {{ target: 'web' }}
 */
const WEB_ONLY = { target: 'web' };

/** What a remote exposes to the shell; the single door into it. */
export const REMOTE_EXPOSES = { './lifecycles': './src/remote-entry.ts' };

/**
 * @typedef {object} AppOptions
 * @property {string} projectRoot Absolute path of the app folder (pass `import.meta.dirname`).
 * @property {string} name Module Federation container name (`shell`, `tests_mfe`…).
 * @property {number} port Port of the dev server (`rspack serve`).
 * @property {string} [title] What the app is, in the standalone dev page's title (remotes).
 */

/** Every remote's standalone dev page is the same page, titled with the remote's name. */
const STANDALONE_TEMPLATE = path.join(import.meta.dirname, 'standalone.html');

/**
 * @typedef {object} RspackEnv
 * @property {boolean} [RSPACK_SERVE] Set by `rspack serve`.
 */

/** @param {string} from */
export function findWorkspaceRoot(from) {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'nx.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No nx.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/**
 * @param {AppOptions & { kind: 'host' | 'remote' }} options
 * @param {RspackEnv} env
 * @returns {import('@rspack/core').Configuration}
 */
function createAppConfig({ projectRoot, name, port, title = name, kind }, env) {
  const isDev = Boolean(env.RSPACK_SERVE);
  const isRemote = kind === 'remote';
  const workspaceRoot = findWorkspaceRoot(projectRoot);
  const outputPath = path.join(workspaceRoot, 'dist', path.relative(workspaceRoot, projectRoot));
  const filename = isDev ? '[name].js' : '[name].[contenthash:8].js';
  // A remote's standalone page is for its developers: a production remote runs on the shell's federation
  // runtime and could not start alone. Built, its lazy chunk also joined the assets the shell preloads.
  const hasPage = !isRemote || isDev;

  return {
    name,
    context: projectRoot,
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    target: ['web', 'es2022'],
    entry: hasPage ? { main: './src/main.ts' } : {},
    output: {
      path: outputPath,
      // The shell serves deep links (/app/editor/run/…): its assets must resolve from the root.
      // A remote is served wherever the runtime config says: 'auto' follows its manifest's URL.
      publicPath: isRemote ? 'auto' : '/',
      filename,
      chunkFilename: filename,
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          // Workspace libraries are TypeScript sources reached through node_modules/@verity symlinks;
          // they resolve to libs/*/src and are compiled here like the app's own files.
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev } },
            },
            env: { targets: BROWSER_TARGETS },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      ...(hasPage
        ? [
            new rspack.HtmlRspackPlugin(
              isRemote
                ? { template: STANDALONE_TEMPLATE, templateParameters: { title }, chunks: ['main'] }
                : { template: './index.html', chunks: ['main'] },
            ),
          ]
        : []),
      new ModuleFederationPlugin({
        name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: REMOTE_EXPOSES } : {}),
        // Remote locations come from /config.json at run time, never from the build.
        remotes: {},
        shared: sharedDependencies(workspaceRoot),
        // 'version-first' would download every remote on the first page and blank it when one is down.
        shareStrategy: 'loaded-first',
        manifest: isRemote,
        dts: false,
        // In production a remote runs on the shell's federation runtime instead of downloading its own copy
        // (about 40 KB compressed per remote). A remote served alone for development keeps its own.
        experiments: isRemote ? (isDev ? {} : { externalRuntime: true, optimization: WEB_ONLY }) : { provideExternalRuntime: true, optimization: WEB_ONLY },
      }),
    ],
    // `rspack serve` turns lazy compilation on for web builds; its proxy modules break federated
    // dynamic imports (the first page load fails with "Cannot read properties of undefined (reading 'call')").
    lazyCompilation: false,
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      historyApiFallback: true,
      // The shell (another origin in development) fetches a remote's manifest and chunks.
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...(isRemote ? {} : { proxy: [shellDevProxy()] }),
    },
  };
}

/**
 * In development the shell's dev server serves only the shell; everything else (runtime config, remote
 * bundles, API, auth, server functions) comes from the local stack's BFF (`npm start`).
 */
function shellDevProxy() {
  return {
    context: ['/config.json', '/remotes', '/api', '/auth', '/_server'],
    target: process.env.VERITY_DEV_ORIGIN ?? 'http://localhost:3000',
    ws: true,
  };
}

/**
 * Rspack config of the shell: the host, owner of the routes, with no build-time remotes.
 * @param {AppOptions} options
 */
export function createShellConfig(options) {
  /** @param {RspackEnv} [env] */
  return (env = {}) => createAppConfig({ ...options, kind: 'host' }, env);
}

/**
 * Rspack config of a remote: exposes `./lifecycles` with a manifest. Under `rspack serve` it also builds its
 * standalone dev page (the shared standalone.html + the remote's src/main.ts).
 * @param {AppOptions} options
 */
export function createRemoteConfig(options) {
  /** @param {RspackEnv} [env] */
  return (env = {}) => createAppConfig({ ...options, kind: 'remote' }, env);
}
