import { UsageError } from '../cli-error';
import { parseCliArgs } from './parse-args';

function usageErrorOf(argv: string[]): UsageError {
  try {
    parseCliArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error(`verity ${argv.join(' ')} was accepted`);
}

describe('verity run arguments', () => {
  it('reads several --test ids, dropping repeats', () => {
    expect(parseCliArgs(['run', '--test', 'a', '--test', 'b', '--test', 'a'])).toEqual({
      name: 'run',
      target: { kind: 'tests', testIds: ['a', 'b'] },
      shouldWait: false,
      junitPath: null,
      json: false,
      timeoutMinutes: null,
    });
  });

  it('reads a folder with --wait, --json and --timeout', () => {
    expect(parseCliArgs(['run', '--folder', 'Smoke', '--wait', '--json', '--timeout', '12.5'])).toEqual({
      name: 'run',
      target: { kind: 'folder', folder: 'Smoke' },
      shouldWait: true,
      junitPath: null,
      json: true,
      timeoutMinutes: 12.5,
    });
  });

  it('waits whenever a JUnit report is asked for', () => {
    expect(parseCliArgs(['run', '--folder', 'Smoke', '--junit', 'out/verity.xml'])).toMatchObject({ shouldWait: true, junitPath: 'out/verity.xml' });
  });

  it.each([
    [['run'], 'Say what to run: --test ID (one or more) or --folder NAME-or-ID.'],
    [['run', '--test', 'a', '--folder', 'Smoke'], 'Give --test or --folder, not both.'],
    [['run', '--folder', '  '], '--folder needs a value.'],
    [['run', '--test'], "Option '--test <value>' argument missing."],
    [['run', '--folder', 'Smoke', '--timeout', '30'], '--timeout limits the wait: use it with --wait or --junit.'],
    [['run', '--folder', 'Smoke', '--wait', '--timeout', '0'], '--timeout takes a number of minutes greater than 0, e.g. --timeout 30; got "0".'],
    [['run', '--folder', 'Smoke', '--wait', '--timeout', 'soon'], '--timeout takes a number of minutes greater than 0, e.g. --timeout 30; got "soon".'],
    [['run', '--folder', 'Smoke', '--wiat'], "Unknown option '--wiat'."],
    [['run', 'Smoke'], "Unexpected argument 'Smoke'."],
  ])('refuses verity %j', (argv, message) => {
    const error = usageErrorOf(argv);
    expect(error.message).toBe(message);
    expect(error.helpHint).toBe("Run 'verity run --help' for usage.");
  });
});

describe('other commands', () => {
  it('reads tests list with a folder and --json', () => {
    expect(parseCliArgs(['tests', 'list', '--folder', 'Checkout', '--json'])).toEqual({ name: 'tests list', folder: 'Checkout', json: true });
  });

  it('reads export with text as the default format', () => {
    expect(parseCliArgs(['export', '--test', 't1', '--out', 'steps.txt'])).toEqual({ name: 'export', testId: 't1', format: 'text', outPath: 'steps.txt' });
  });

  it('reads the playwright format, in any case, with no --out by default', () => {
    expect(parseCliArgs(['export', '--test', 't1', '--format', 'Playwright'])).toEqual({ name: 'export', testId: 't1', format: 'playwright', outPath: null });
  });

  it('refuses an unknown format and a missing test', () => {
    expect(usageErrorOf(['export', '--test', 't1', '--format', 'yaml']).message).toBe('Unknown --format "yaml": use --format text or --format playwright.');
    expect(usageErrorOf(['export']).message).toBe('Say which test to export: --test ID.');
  });

  it.each([
    [['--help'], null],
    [['-h'], null],
    [['help', 'run'], 'run'],
    [['run', '--help'], 'run'],
    [['run', '--folder', 'x', '-h'], 'run'],
    [['tests', 'list', '--help'], 'tests list'],
    [['tests', '--help'], 'tests list'],
    [['export', '--help'], 'export'],
  ])('reads %j as help on %s', (argv, topic) => {
    expect(parseCliArgs(argv)).toEqual({ name: 'help', topic });
  });

  it('reads --version', () => {
    expect(parseCliArgs(['--version'])).toEqual({ name: 'version' });
  });

  it('refuses no command, an unknown one and a bare "tests"', () => {
    expect(usageErrorOf([]).message).toBe('Give a command: run, tests list, export.');
    expect(usageErrorOf(['launch']).message).toBe('Unknown command "launch": the commands are run, tests list, export.');
    expect(usageErrorOf(['launch']).helpHint).toBe("Run 'verity --help' for usage.");
    expect(usageErrorOf(['tests']).message).toBe('"verity tests" needs a subcommand: verity tests list.');
  });
});
