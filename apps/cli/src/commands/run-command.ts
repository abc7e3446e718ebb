import { type RunArgs } from '../args/parse-args';
import { buildJUnitReport } from '../junit/junit-report';
import { alreadyStartedLines, interruptedLines, runChangeLine, startedLines, summaryLine, timedOutLines } from '../output/progress-lines';
import { runJsonDocument } from '../output/run-json';
import { type RunBatch } from '../runs/run-batch';
import { runExitCode, tallyRuns, type WaitEnd } from '../runs/run-outcome';
import { StartRunsError, startRuns } from '../runs/start-runs';
import { waitForRuns } from '../runs/wait-for-runs';
import { type CommandContext, type OutputStream, writeLines } from './command-context';

async function start(args: RunArgs, context: CommandContext): Promise<RunBatch> {
  try {
    return await startRuns(args.target, context.api, context.signal);
  } catch (error) {
    if (!(error instanceof StartRunsError)) throw error;
    writeLines(context.stderr, alreadyStartedLines(error.started, context.config.webUrl));
    throw error.cause;
  }
}

/** --wait: follows the runs to their verdicts (or the timeout, or Ctrl-C), printing as they go; writes --junit. */
async function follow(batch: RunBatch, args: RunArgs, context: CommandContext, progress: OutputStream) {
  const { webUrl } = context.config;
  progress.write('Waiting for the verdicts (Ctrl-C stops waiting; the runs go on)…\n');
  const { end, batch: last } = await waitForRuns(batch, {
    api: context.api,
    clock: context.clock,
    timeoutMs: args.timeoutMinutes === null ? null : args.timeoutMinutes * 60_000,
    signal: context.signal,
    onChange: (run) => progress.write(`${runChangeLine(run, webUrl)}\n`),
    onRetry: (error, failedPolls) => context.stderr.write(`verity: ${error.message}; trying again (${failedPolls})…\n`),
  });

  if (end === 'interrupted') {
    writeLines(context.stderr, interruptedLines(last, webUrl));
    return { end, batch: last };
  }
  writeLines(progress, [summaryLine(tallyRuns(last.runs))]);
  if (end === 'timed_out') writeLines(context.stderr, timedOutLines(last, webUrl, args.timeoutMinutes ?? 0));
  if (args.junitPath) {
    await context.writeFile(args.junitPath, buildJUnitReport(last, webUrl));
    progress.write(`JUnit report: ${args.junitPath}\n`);
  }
  return { end, batch: last };
}

/** `verity run`: starts the runs, prints their pages, and with --wait follows them to their verdicts. */
export async function runCommand(args: RunArgs, context: CommandContext): Promise<number> {
  // With --json, stdout carries the document alone; people read the progress on stderr.
  const progress = args.json ? context.stderr : context.stdout;

  const started = await start(args, context);
  writeLines(progress, startedLines(started, context.config.webUrl));

  const { end, batch }: { end: WaitEnd | null; batch: RunBatch } = args.shouldWait
    ? await follow(started, args, context, progress)
    : { end: null, batch: started };

  const exitCode = runExitCode(batch.runs, end);
  if (args.json) context.stdout.write(`${JSON.stringify(runJsonDocument(batch, context.config.webUrl, end, exitCode), null, 2)}\n`);
  return exitCode;
}
