import { EnvConfigError, RuntimeConfigError } from '@verity/config';

/**
 * Runs a process's configuration loader; a configuration mistake ends the process with exit code 1 and the
 * loader's readable message (which names the bad variable), never a stack trace. Other errors propagate.
 */
export function loadConfigOrExit<T>(processName: string, load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof EnvConfigError || error instanceof RuntimeConfigError)) throw error;
    console.error(`${processName}: ${error.message}`);
    return process.exit(1);
  }
}
