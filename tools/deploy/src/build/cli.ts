// `node --import tsx tools/deploy/src/build/cli.ts <service>…`: the Nx `build` target of each service.
// Writes dist/apps/<service>/main.mjs (dist/tools/admin for admin), which plain `node` runs.
import { relative } from 'node:path';
import { findWorkspaceRoot } from '@verity/process';
import { bundleService } from './bundle-service';
import { isServiceName, SERVICE_NAMES, SERVICES } from './services';

const names = process.argv.slice(2);
const unknown = names.filter((name) => !isServiceName(name));
if (names.length === 0 || unknown.length) {
  console.error(`Usage: build <service>…, where a service is one of ${SERVICE_NAMES.join(', ')}${unknown.length ? ` (not: ${unknown.join(', ')})` : ''}`);
  process.exit(2);
}

const rootDir = findWorkspaceRoot();
try {
  for (const name of names.filter(isServiceName)) {
    const built = await bundleService(SERVICES[name], { rootDir });
    console.log(`${name}: ${relative(rootDir, built.file)} (${Math.round(built.bytes / 1024)} kB)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
