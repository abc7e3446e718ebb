import { type Folder, MAX_SUITE_TESTS, type Test, testConfigurationSchema, type TestRun, withRunDefaults } from '@verity/contracts';
import { type RunQueue } from '../context';
import { type Transaction } from '../database/transaction';
import { ApiError } from '../errors';
import { findRunDefaults, lockCreditBalance } from '../repositories/profiles';
import { insertSuiteRun } from '../repositories/suite-runs';
import { insertRun } from '../repositories/test-runs';
import { listFolderTests } from '../repositories/tests';
import { payAndQueueRun } from './queue-run';

export interface RunStarting {
  queue: RunQueue;
  runCreditCost: number;
  guardRunTarget: (url: string) => Promise<void>;
}

const credits = (count: number) => `${count} credit${count === 1 ? '' : 's'}`;
const missing = (count: number) => (count === 1 ? '1 more credit is needed' : `${count} more credits are needed`);
const theTests = (count: number) => (count === 1 ? 'the test of' : `the ${count} tests of`);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A 422 when the runner may not open the test's base URL (a private address in production). */
export async function checkRunTarget(guardRunTarget: RunStarting['guardRunTarget'], test: Test, subject = 'This test'): Promise<void> {
  await guardRunTarget(test.configuration.base_url).catch((error: unknown) => {
    throw new ApiError(422, 'base_url_not_allowed', `${subject} cannot run here: ${reasonOf(error)}`);
  });
}

/** A pending run of the test's current configuration and secrets with the owner's run defaults, paid for and queued. */
export async function startTestRun(tx: Transaction, { queue, runCreditCost }: RunStarting, ownerId: string, test: Test, suiteRunId?: string): Promise<TestRun> {
  // The secrets are shown masked on the test: the run takes its sealed ones from the test's row.
  const { secret_variables: _masked, ...configuration } = withRunDefaults(testConfigurationSchema.parse(test.configuration), await findRunDefaults(tx.db, ownerId));
  const run = await insertRun(tx.db, ownerId, { testId: test.id, suiteRunId, configuration, status: 'pending', creditsUsed: runCreditCost });
  await payAndQueueRun(tx, queue, ownerId, run.id, runCreditCost);
  return run;
}

/** Why a folder cannot run as a suite now, checked before anything is paid for: deleted, empty, too big, a refused target. */
export async function checkSuite(starting: RunStarting, folder: Folder, members: readonly Test[]): Promise<void> {
  if (folder.deleted_at) throw new ApiError(409, 'folder_deleted', `“${folder.name}” is deleted: restore it to run its tests.`);
  if (members.length === 0) throw new ApiError(422, 'suite_empty', `“${folder.name}” has no tests to run: add tests to the folder first.`);
  if (members.length > MAX_SUITE_TESTS) {
    throw new ApiError(422, 'suite_too_large', `“${folder.name}” has ${members.length} tests: a suite runs at most ${MAX_SUITE_TESTS}. Split the folder.`);
  }
  for (const test of members) await checkRunTarget(starting.guardRunTarget, test, `“${test.configuration.name}”`);
}

/**
 * Every test of the folder as one suite run, in the caller's transaction: the balance is locked and checked once
 * for the whole suite (a 402 says how many credits are missing, and nothing starts). Returns the suite's id.
 */
export async function startSuiteRun(tx: Transaction, starting: RunStarting, ownerId: string, folder: Folder): Promise<string> {
  const balance = await lockCreditBalance(tx.db, ownerId);
  // The tests read again under the balance's lock: what is paid for is what runs.
  const members = await listFolderTests(tx.db, ownerId, folder.id);
  if (members.length === 0) throw new ApiError(422, 'suite_empty', `“${folder.name}” has no tests to run: add tests to the folder first.`);
  const cost = members.length * starting.runCreditCost;
  if (balance < cost) {
    throw new ApiError(
      402,
      'insufficient_credits',
      `Not enough credits: ${theTests(members.length)} “${folder.name}” ${members.length === 1 ? 'costs' : 'cost'} ${credits(cost)} and you have ${balance}, so ${missing(cost - balance)}. Buy credits or redeem a promo code to run this folder.`,
    );
  }
  const suite = await insertSuiteRun(tx.db, ownerId, { folderId: folder.id, name: folder.name, creditsUsed: cost });
  for (const test of members) await startTestRun(tx, starting, ownerId, test, suite.id);
  return suite.id;
}
