import fs from 'node:fs';
import path from 'node:path';

// @rspack/core 2 is ESM-only and jest runs CommonJS here: stand-ins record what the configs pass to the
// plugins. The real plugins are exercised by every `nx build` of the apps.
jest.mock('@rspack/core', () => ({
  rspack: {
    HtmlRspackPlugin: class HtmlRspackPlugin {
      constructor(readonly options: unknown) {}
    },
  },
}));
jest.mock('@module-federation/enhanced/rspack', () => ({
  ModuleFederationPlugin: class ModuleFederationPlugin {
    constructor(readonly _options: unknown) {}
  },
}));

import { createRemoteConfig, createShellConfig, findWorkspaceRoot, sharedDependencies } from './index.mjs';

const workspaceRoot = findWorkspaceRoot(__dirname);
const rootPackage = JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

type FederationPlugin = { _options: Record<string, unknown> };
const federationOptions = (plugins: unknown[] | undefined) => {
  const plugin = plugins?.find((candidate) => candidate?.constructor?.name === 'ModuleFederationPlugin');
  if (!plugin) throw new Error('no ModuleFederationPlugin in the config');
  return (plugin as FederationPlugin)._options;
};

describe('sharedDependencies', () => {
  const shared = sharedDependencies(workspaceRoot);

  it('shares exactly the run-time singletons, never every dependency', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@tanstack/react-query',
        '@verity/analytics',
        '@verity/api-client',
        '@verity/config',
        '@verity/contracts',
        '@verity/mfe',
        '@verity/query',
        '@verity/ui',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-dev-runtime',
        'react/jsx-runtime',
        'single-spa-react',
        'sonner',
        'zod',
      ].sort(),
    );
    expect(Object.values(shared).every((entry) => entry.singleton)).toBe(true);
  });

  it('takes versions from the root package.json, subpaths from their package', () => {
    expect(shared.sonner).toEqual({ singleton: true, version: rootPackage.dependencies.sonner, requiredVersion: `^${rootPackage.dependencies.sonner}` });
    expect(shared['react/jsx-runtime'].version).toBe(rootPackage.dependencies.react);
    expect(shared['@verity/mfe']).toEqual({ singleton: true, version: '0.0.0', requiredVersion: '0.0.0' });
  });

  it('shares zod as the module that keeps only what the apps call', () => {
    expect(shared.zod).toEqual({
      singleton: true,
      version: rootPackage.dependencies.zod,
      requiredVersion: `^${rootPackage.dependencies.zod}`,
      import: path.join(workspaceRoot, 'tools/rspack/src/shared-zod.mjs'),
    });
  });
});

describe('app configs', () => {
  const projectRoot = (folder: string) => path.join(workspaceRoot, 'apps', folder);

  it('builds a remote for production into dist/apps/<folder> with a manifest and ./lifecycles', () => {
    const config = createRemoteConfig({ projectRoot: projectRoot('tests-mfe'), name: 'tests_mfe', port: 4202 })();
    expect(config.mode).toBe('production');
    expect(config.output?.path).toBe(path.join(workspaceRoot, 'dist/apps/tests-mfe'));
    expect(config.output?.publicPath).toBe('auto');
    const federation = federationOptions(config.plugins);
    expect(federation).toMatchObject({
      name: 'tests_mfe',
      exposes: { './lifecycles': './src/remote-entry.ts' },
      remotes: {},
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    });
    // Its standalone page is for development: built here, its chunk was preloaded by the shell.
    expect(config.entry).toEqual({});
    expect(config.plugins?.some((plugin) => plugin?.constructor?.name === 'HtmlRspackPlugin')).toBe(false);
  });

  it('builds the shell as a host rooted at / with no build-time remotes', () => {
    const config = createShellConfig({ projectRoot: projectRoot('shell'), name: 'shell', port: 4200 })();
    expect(config.output?.path).toBe(path.join(workspaceRoot, 'dist/apps/shell'));
    expect(config.output?.publicPath).toBe('/');
    const federation = federationOptions(config.plugins);
    expect(federation.exposes).toBeUndefined();
    expect(federation.remotes).toEqual({});
    expect(federation.shareStrategy).toBe('loaded-first');
    // The remotes' production builds use this runtime instead of their own.
    expect(federation.experiments).toEqual({ provideExternalRuntime: true, optimization: { target: 'web' } });
  });

  it('switches to development under `rspack serve`', () => {
    const config = createRemoteConfig({ projectRoot: projectRoot('marketing'), name: 'marketing', port: 4201 })({ RSPACK_SERVE: true });
    expect(config.mode).toBe('development');
    expect(config.devServer).toMatchObject({ port: 4201, historyApiFallback: true });
    // rspack serve would otherwise lazily compile dynamic imports, which breaks federated chunks.
    expect(config.lazyCompilation).toBe(false);
    expect(config.entry).toEqual({ main: './src/main.ts' });
    expect(config.plugins?.some((plugin) => plugin?.constructor?.name === 'HtmlRspackPlugin')).toBe(true);
  });
});
