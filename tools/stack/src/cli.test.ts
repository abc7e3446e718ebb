import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const repoRoot = resolve(__dirname, '../../..');

function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'cli.ts'), ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => done({ code, stdout, stderr }));
  });
}

describe('npm start', () => {
  it('exits 1 with one readable line per bad variable', async () => {
    const { code, stderr } = await runCli([], { PORT: 'eighty', DATABASE_URL: 'mysql://db' });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('- PORT:');
    expect(stderr).toContain('- DATABASE_URL: must be a postgres:// URL (got 10 characters)');
    expect(stderr).not.toContain('    at ');
  }, 60_000);

  it('refuses unknown arguments', async () => {
    const { code, stderr } = await runCli(['--bulid'], {});
    expect(code).toBe(2);
    expect(stderr).toContain('Unknown argument: --bulid');
  }, 60_000);
});
