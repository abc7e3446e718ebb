import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(import.meta.dirname, '../../../..');
const run = promisify(execFile);

/**
 * Runs an operator command (`npm run admin -- <args>`) against the e2e stack's database, as an operator
 * would on the machine running the stack: the CLI joins the embedded Postgres in the stack's data directory.
 */
export async function runAdminCommand(args: string[]): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup did not start the stack.');
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tools/admin/src/cli.ts', ...args], {
    cwd: root,
    env: { ...env, VERITY_DATA_DIR: dataDir },
    timeout: 60_000,
  });
  return stdout;
}
