import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from '../cli-error';

export const COMMAND_NAMES = ['run', 'tests list', 'export'] as const;
export type CommandName = (typeof COMMAND_NAMES)[number];

export type RunTarget = { kind: 'tests'; testIds: string[] } | { kind: 'folder'; folder: string };

export interface RunArgs {
  name: 'run';
  target: RunTarget;
  /** True with --wait, and whenever a JUnit report is asked for: it needs the verdicts. */
  shouldWait: boolean;
  junitPath: string | null;
  json: boolean;
  timeoutMinutes: number | null;
}

export interface TestsListArgs {
  name: 'tests list';
  folder: string | null;
  json: boolean;
}

export const EXPORT_FORMAT_NAMES = ['text', 'playwright'] as const;

export interface ExportArgs {
  name: 'export';
  testId: string;
  format: (typeof EXPORT_FORMAT_NAMES)[number];
  outPath: string | null;
}

export type CliArgs = { name: 'help'; topic: CommandName | null } | { name: 'version' } | RunArgs | TestsListArgs | ExportArgs;

type Options = NonNullable<ParseArgsConfig['options']>;

const HELP_OPTION: Options = { help: { type: 'boolean', short: 'h' } };

/** node:util's parseArgs, its errors turned into usage errors that name the command. */
function parseOptions<O extends Options>(command: CommandName, args: string[], options: O) {
  try {
    return parseArgs({ args, options: { ...HELP_OPTION, ...options }, strict: true, allowPositionals: false });
  } catch (error) {
    // Node's messages go on with advice about positionals starting with '-'; the first sentence is the point.
    // (Read structurally: under jest, Node's own errors come from another realm and fail `instanceof Error`.)
    const text = String((error as { message?: unknown }).message ?? error);
    const message = text.split(/\.\s/)[0].replace(/\.$/, '');
    throw new UsageError(`${message}.`, command);
  }
}

function parseTimeout(value: string | undefined): number | null {
  if (value === undefined) return null;
  const minutes = Number(value);
  if (value.trim() === '' || !Number.isFinite(minutes) || minutes <= 0) {
    throw new UsageError(`--timeout takes a number of minutes greater than 0, e.g. --timeout 30; got "${value}".`, 'run');
  }
  return minutes;
}

function requireValue(value: string, option: string, command: CommandName): string {
  const trimmed = value.trim();
  if (!trimmed) throw new UsageError(`${option} needs a value.`, command);
  return trimmed;
}

function parseRun(args: string[]): CliArgs {
  const { values } = parseOptions('run', args, {
    test: { type: 'string', multiple: true },
    folder: { type: 'string' },
    wait: { type: 'boolean' },
    junit: { type: 'string' },
    json: { type: 'boolean' },
    timeout: { type: 'string' },
  });
  if (values.help) return { name: 'help', topic: 'run' };

  const testIds = [...new Set((values.test ?? []).map((id) => requireValue(id, '--test', 'run')))];
  const folder = values.folder === undefined ? null : requireValue(values.folder, '--folder', 'run');
  if (testIds.length > 0 && folder !== null) throw new UsageError('Give --test or --folder, not both.', 'run');
  if (testIds.length === 0 && folder === null) throw new UsageError('Say what to run: --test ID (one or more) or --folder NAME-or-ID.', 'run');

  const junitPath = values.junit === undefined ? null : requireValue(values.junit, '--junit', 'run');
  const shouldWait = Boolean(values.wait) || junitPath !== null;
  const timeoutMinutes = parseTimeout(values.timeout);
  if (timeoutMinutes !== null && !shouldWait) throw new UsageError('--timeout limits the wait: use it with --wait or --junit.', 'run');
  return {
    name: 'run',
    target: folder === null ? { kind: 'tests', testIds } : { kind: 'folder', folder },
    shouldWait,
    junitPath,
    json: Boolean(values.json),
    timeoutMinutes,
  };
}

function parseTestsList(args: string[]): CliArgs {
  const { values } = parseOptions('tests list', args, { folder: { type: 'string' }, json: { type: 'boolean' } });
  if (values.help) return { name: 'help', topic: 'tests list' };
  const folder = values.folder === undefined ? null : requireValue(values.folder, '--folder', 'tests list');
  return { name: 'tests list', folder, json: Boolean(values.json) };
}

const isExportFormat = (format: string): format is ExportArgs['format'] => (EXPORT_FORMAT_NAMES as readonly string[]).includes(format);

function parseExport(args: string[]): CliArgs {
  const { values } = parseOptions('export', args, { test: { type: 'string' }, format: { type: 'string' }, out: { type: 'string' } });
  if (values.help) return { name: 'help', topic: 'export' };
  if (values.test === undefined) throw new UsageError('Say which test to export: --test ID.', 'export');

  const format = values.format === undefined ? 'text' : values.format.trim().toLowerCase();
  if (!isExportFormat(format)) throw new UsageError(`Unknown --format "${values.format}": use --format text or --format playwright.`, 'export');

  const outPath = values.out === undefined ? null : requireValue(values.out, '--out', 'export');
  return { name: 'export', testId: requireValue(values.test, '--test', 'export'), format, outPath };
}

/** Reads `verity …`'s arguments (without `node` and the script); a UsageError says what is wrong. */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      throw new UsageError(`Give a command: ${COMMAND_NAMES.join(', ')}.`, '');
    case '--help':
    case '-h':
      return { name: 'help', topic: null };
    case 'help': {
      const topic = rest.join(' ');
      if (!topic) return { name: 'help', topic: null };
      if (topic === 'tests') return { name: 'help', topic: 'tests list' };
      if (!(COMMAND_NAMES as readonly string[]).includes(topic)) throw new UsageError(`No help for "${topic}": the commands are ${COMMAND_NAMES.join(', ')}.`, '');
      return { name: 'help', topic: topic as CommandName };
    }
    case '--version':
    case '-v':
      return { name: 'version' };
    case 'run':
      return parseRun(rest);
    case 'tests': {
      const [subcommand, ...options] = rest;
      if (subcommand === 'list') return parseTestsList(options);
      if (subcommand === '--help' || subcommand === '-h') return { name: 'help', topic: 'tests list' };
      if (subcommand === undefined) throw new UsageError('"verity tests" needs a subcommand: verity tests list.', 'tests list');
      throw new UsageError(`Unknown command "tests ${subcommand}": did you mean "tests list"?`, 'tests list');
    }
    case 'export':
      return parseExport(rest);
    default:
      throw new UsageError(`Unknown command "${command}": the commands are ${COMMAND_NAMES.join(', ')}.`, '');
  }
}
