import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findWorkspaceRoot } from '@verity/process';
import { bundleService } from '../build/bundle-service';
import { SERVICE_NAMES, SERVICES } from '../build/services';

export interface BuiltApp {
  /** Holds dist/ and node_modules/ only, like the image's /app: no sources, no nx.json above it. */
  dir: string;
  remove(): Promise<void>;
}

/**
 * Builds every service into a scratch folder laid out like the production image, with the workspace's
 * node_modules linked in. A built service that still reached for a workspace file (sources, content/,
 * libs/db/migrations) would fail here, where the workspace is nowhere above it.
 */
export async function buildApp(rootDir = findWorkspaceRoot()): Promise<BuiltApp> {
  const dir = await mkdtemp(join(tmpdir(), 'verity-app-'));
  try {
    await symlink(join(rootDir, 'node_modules'), join(dir, 'node_modules'), 'dir');
    for (const name of SERVICE_NAMES) await bundleService(SERVICES[name], { rootDir, outRoot: dir });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
