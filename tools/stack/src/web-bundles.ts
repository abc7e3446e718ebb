import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The Nx projects of the web app, and the folder each one builds into under dist/apps. */
export const WEB_PROJECTS = ['shell', 'marketing', 'tests-mfe', 'runs-mfe', 'billing-mfe', 'onboarding-mfe', 'settings-mfe'] as const;

/** The files that show a project was built: the shell's page, each remote's manifest. */
export function missingWebBundles(distDir: string): string[] {
  return WEB_PROJECTS.map((project) => join(distDir, project, project === 'shell' ? 'index.html' : 'mf-manifest.json')).filter(
    (file) => !existsSync(file),
  );
}

/**
 * Builds the web projects with Nx, its output shown as is: cached builds are restored, changed ones rebuilt,
 * `force` skips the cache. Rejects when the build fails or is aborted.
 */
export function buildWebBundles(rootDir: string, options: { force?: boolean; signal?: AbortSignal } = {}): Promise<void> {
  const { force = false, signal } = options;
  const args = ['nx', 'run-many', '-t', 'build', '-p', WEB_PROJECTS.join(','), ...(force ? ['--skip-nx-cache'] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, {
      cwd: rootDir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
    });
    const abort = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', abort, { once: true });
    child.once('error', reject);
    child.once('exit', (code, exitSignal) => {
      signal?.removeEventListener('abort', abort);
      if (code === 0) resolve();
      else reject(new Error(`Building the web bundles failed (${exitSignal ?? `exit code ${code}`}); see the output above.`));
    });
  });
}
