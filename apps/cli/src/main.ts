import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { helpText } from './args/help';
import { type CliArgs, parseCliArgs } from './args/parse-args';
import { describeFailure } from './api/describe-failure';
import { createVerityApi, type VerityApi } from './api/verity-api';
import { UsageError } from './cli-error';
import { type CommandContext, type OutputStream } from './commands/command-context';
import { exportCommand } from './commands/export-command';
import { runCommand } from './commands/run-command';
import { testsListCommand } from './commands/tests-list-command';
import { type CliConfig, readConfig } from './config/read-config';
import { EXIT_CODES } from './exit-codes';
import { type Clock, systemClock } from './runs/clock';

/** The world `verity` runs in; bin/verity.mjs gives the process's, tests their own. */
export interface CliEnvironment {
  env: Record<string, string | undefined>;
  stdout: OutputStream;
  stderr: OutputStream;
  version: string;
  clock?: Clock;
  createApi?: (config: CliConfig) => VerityApi;
  writeFile?: (filePath: string, contents: string) => Promise<void>;
  /** Calls `handler` on Ctrl-C; returns a function that stops listening. */
  onInterrupt?: (handler: () => void) => () => void;
}

async function writeFileCreatingFolder(filePath: string, contents: string) {
  await mkdir(path.dirname(path.resolve(filePath)), { recursive: true });
  await writeFile(filePath, contents, 'utf8');
}

function runParsed(args: Exclude<CliArgs, { name: 'help' | 'version' }>, context: CommandContext): Promise<number> {
  switch (args.name) {
    case 'run':
      return runCommand(args, context);
    case 'tests list':
      return testsListCommand(args, context);
    case 'export':
      return exportCommand(args, context);
  }
}

/** Runs `verity <argv>` and resolves with its exit code; nothing here exits the process. */
export async function runCli(argv: readonly string[], environment: CliEnvironment): Promise<number> {
  const { stdout, stderr } = environment;
  let config: CliConfig | null = null;
  const interrupt = new AbortController();
  const stopListening = environment.onInterrupt?.(() => interrupt.abort()) ?? (() => undefined);

  try {
    const args = parseCliArgs(argv);
    if (args.name === 'help') {
      stdout.write(helpText(args.topic));
      return EXIT_CODES.passed;
    }
    if (args.name === 'version') {
      stdout.write(`${environment.version}\n`);
      return EXIT_CODES.passed;
    }

    config = readConfig(environment.env);
    const context: CommandContext = {
      api: (environment.createApi ?? createVerityApi)(config),
      config,
      stdout,
      stderr,
      clock: environment.clock ?? systemClock,
      writeFile: environment.writeFile ?? writeFileCreatingFolder,
      signal: interrupt.signal,
    };
    return await runParsed(args, context);
  } catch (error) {
    if (interrupt.signal.aborted) {
      stderr.write('verity: interrupted.\n');
      return EXIT_CODES.interrupted;
    }
    stderr.write(`verity: ${describeFailure(error, config)}\n`);
    if (error instanceof UsageError && error.helpHint) stderr.write(`${error.helpHint}\n`);
    return EXIT_CODES.error;
  } finally {
    stopListening();
  }
}
