import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findSteadyPort } from '@verity/process';
import { startLocalStack } from './local-stack';

/** One product stack for the whole run; tests find it through E2E_BASE_URL (and its data in E2E_DATA_DIR). */
export default async function globalSetup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'verity-e2e-'));
  // The test inbox's SMTP port: the sites the tests serve send their e-mails there.
  const inboxPort = await findSteadyPort();
  // A port no outgoing connection can take while the stack builds and starts (tens of seconds).
  const stack = await startLocalStack({ port: await findSteadyPort(), dataDir, env: { INBOX_SMTP_PORT: String(inboxPort) } });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_INBOX_SMTP_PORT = String(inboxPort);
  // Operator commands (`npm run admin`) reach the stack's embedded Postgres through its data directory.
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    const exitCode = await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (exitCode !== 0) {
      throw new Error(`The stack did not stop cleanly on SIGINT (exit ${exitCode}). Output:\n${stack.output()}`);
    }
  };
}
