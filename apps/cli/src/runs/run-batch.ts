import { type SuiteRunDetail, type TestRun } from '@verity/contracts';

/** The runs one `verity run` started: a folder's suite, or the tests given with --test. */
export interface RunBatch {
  /** The suite, when a folder was run; its runs are `runs`. */
  suite: SuiteRunDetail | null;
  runs: TestRun[];
}
