import { type VerityApi } from '../api/verity-api';
import { type CliEnvironment, runCli } from '../main';
import { captureOutput } from './capture-output';
import { createFakeClock } from './fake-clock';
import { WEB_URL } from './fixtures';

export const TEST_ENV = { VERITY_URL: WEB_URL, VERITY_TOKEN: 'vrt_test' };

/** A Ctrl-C a test can press: pass `onInterrupt` to runCliForTest, then `press()` from a fake API call. */
export function createCtrlC() {
  let handler: (() => void) | null = null;
  return {
    onInterrupt: (onPress: () => void) => {
      handler = onPress;
      return () => {
        handler = null;
      };
    },
    press: () => handler?.(),
  };
}

/** Runs `verity <argv>` in memory with the given API, a fake clock, and files kept in `files`. */
export async function runCliForTest(argv: string[], api: VerityApi, environment: Partial<CliEnvironment> = {}) {
  const stdout = captureOutput();
  const stderr = captureOutput();
  const files = new Map<string, string>();

  const exitCode = await runCli(argv, {
    env: TEST_ENV,
    stdout: stdout.stream,
    stderr: stderr.stream,
    version: '9.9.9',
    clock: createFakeClock().clock,
    createApi: () => api,
    writeFile: async (filePath, contents) => {
      files.set(filePath, contents);
    },
    ...environment,
  });
  return { exitCode, stdout: stdout.text(), stderr: stderr.text(), files };
}
