// `node --import tsx tools/deploy/src/build/server-renderer-cli.ts <app>`: the last step of the shell's and the
// marketing remote's `build` target. Writes dist/apps/<app>/.server/render.mjs.
import { relative } from 'node:path';
import { findWorkspaceRoot } from '@verity/process';
import { bundleServerRenderer, isServerRenderedApp, SERVER_RENDERED_APPS } from './server-renderer';

const [app] = process.argv.slice(2);
if (!app || !isServerRenderedApp(app)) {
  console.error(`Usage: server-renderer-cli <app>, where the app is one of ${SERVER_RENDERED_APPS.join(', ')}`);
  process.exit(2);
}

const rootDir = findWorkspaceRoot();
try {
  const built = await bundleServerRenderer(app, { rootDir });
  console.log(`${app} server renderer: ${relative(rootDir, built.file)} (${Math.round(built.bytes / 1024)} kB)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
