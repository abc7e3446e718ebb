import { type TestRun } from '@verity/contracts';
import { type RunTarget } from '../args/parse-args';
import { type VerityApi } from '../api/verity-api';
import { resolveFolder } from '../folders/resolve-folder';
import { type RunBatch } from './run-batch';

/** Starting the runs failed part-way: `started` are the runs already going, which the user should hear of. */
export class StartRunsError extends Error {
  override name = 'StartRunsError';
  readonly started: TestRun[];

  constructor(cause: unknown, started: TestRun[]) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.started = started;
  }
}

/**
 * Starts what `verity run` names: a folder as one suite (paid for together, refused whole when credits are
 * short), or each --test in turn.
 */
export async function startRuns(target: RunTarget, api: VerityApi, signal?: AbortSignal): Promise<RunBatch> {
  if (target.kind === 'folder') {
    const folder = resolveFolder(target.folder, await api.getFolders({}, { signal }));
    const suite = await api.runFolder(folder.id, { signal });
    return { suite, runs: suite.runs };
  }

  const runs: TestRun[] = [];
  for (const testId of target.testIds) {
    try {
      runs.push(await api.runTest(testId, { signal }));
    } catch (error) {
      if (runs.length === 0) throw error;
      throw new StartRunsError(error, runs);
    }
  }
  return { suite: null, runs };
}
