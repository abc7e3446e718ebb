import { type RunSession, type TestConfiguration } from '@verity/contracts';
import { type Database, signedInSessions, tests } from '@verity/db';
import { type ArtifactSink, type BaselineStore, type RunOutcome, type SignedInSession, type StorageState } from '@verity/engine';
import { type SecretBox } from '@verity/models';
import { and, eq, sql } from 'drizzle-orm';
import { openRunSecrets } from './run-secrets';
import { type RunTest } from './execute-run';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/** A saved session is taken only with this much life left: a run must not start with one that ends under it. */
const MIN_LIFE_LEFT_MS = 60_000;

/** What a sign-in test's run inside another run stores: nothing (its own runs keep their evidence). */
const NOWHERE: ArtifactSink = { save: async (name) => name };

export interface SessionContext {
  db: Database;
  /** Seals sessions at rest; without it, the sign-in test runs first every time and nothing is saved. */
  box: SecretBox | null;
  runTest: RunTest;
  /** Runs the sign-in test the way the dependent run runs (its browser, its network rules, its signal). */
  runOptions: Pick<Parameters<RunTest>[0], 'browser' | 'signal' | 'allowPrivateNetwork'>;
  /** A sign-in test's baselines, which its visual checks compare with inside another run (new pictures are not kept). */
  baselinesOf?: (testId: string) => BaselineStore;
}

export type StartingSession = { state: StorageState; session: RunSession; savedAt: Date } | { failure: string };

interface SignInTest {
  id: string;
  name: string;
  configuration: TestConfiguration;
  secrets: Record<string, string>;
}

async function findSignInTest(context: SessionContext, ownerId: string, testId: string): Promise<SignInTest | { failure: string }> {
  const [row] = await context.db.select().from(tests).where(and(eq(tests.ownerId, ownerId), eq(tests.id, testId)));
  if (!row) return { failure: 'The sign-in test this test starts with was deleted: choose another under “Start signed in with” on the test.' };
  const name = row.configuration.name;
  if (!row.configuration.provides_session) return { failure: `“${name}” is no longer a sign-in test: mark it as one again, or choose another under “Start signed in with” on the test.` };
  let secrets: Record<string, string>;
  try {
    secrets = openRunSecrets(row.secretVariables, context.box);
  } catch (error) {
    return { failure: `The sign-in test “${name}” could not run: its secret variables could not be opened. ${(error as Error).message}` };
  }
  return { id: row.id, name, configuration: { ...row.configuration, folder_id: row.folderId }, secrets };
}

/** Saves the session a sign-in test's passing run left, over the one before (sealed; nothing without a key). */
export async function saveSignedInSession(db: Db, box: SecretBox | null, saved: { ownerId: string; testId: string; runId: string | null }, session: SignedInSession): Promise<Date | null> {
  if (!box) return null;
  const values = { state: box.seal(JSON.stringify(session.state)), expiresAt: new Date(session.expiresAt), runId: saved.runId, savedAt: new Date() };
  await db
    .insert(signedInSessions)
    .values({ testId: saved.testId, ownerId: saved.ownerId, ...values })
    .onConflictDoUpdate({ target: signedInSessions.testId, set: values });
  return values.savedAt;
}

async function findSavedSession(db: Db, ownerId: string, testId: string) {
  const [row] = await db.select().from(signedInSessions).where(and(eq(signedInSessions.ownerId, ownerId), eq(signedInSessions.testId, testId)));
  return row ?? null;
}

const sessionRecord = (test: SignInTest, source: RunSession['source'], savedAt: Date, expiresAt: Date): RunSession => ({
  test_id: test.id,
  test_name: test.name,
  source,
  saved_at: savedAt.toISOString(),
  expires_at: expiresAt.toISOString(),
});

/**
 * The session a run of a test that starts signed in begins with. A saved session with life left is used as it is;
 * otherwise the sign-in test runs first, once for all the runs waiting on it: they queue on a lock, and those
 * behind the first take the session it saved. `source` says why the sign-in test runs ('signed_in_again' when the
 * saved session took the run to a sign-in page); `staleSince` is when that session was saved.
 */
export async function startingSession(
  context: SessionContext,
  run: { ownerId: string; runId: string; configuration: TestConfiguration },
  options: { source?: 'signed_in_first' | 'signed_in_again'; staleSince?: Date } = {},
): Promise<StartingSession> {
  const testId = run.configuration.session_from!;
  const test = await findSignInTest(context, run.ownerId, testId);
  if ('failure' in test) return test;
  const { box, db } = context;
  const usable = (saved: Awaited<ReturnType<typeof findSavedSession>>) =>
    saved && box && saved.expiresAt.getTime() - Date.now() > MIN_LIFE_LEFT_MS && (!options.staleSince || saved.savedAt > options.staleSince) ? saved : null;
  const opened = (saved: NonNullable<Awaited<ReturnType<typeof findSavedSession>>>, source: RunSession['source']): StartingSession => ({
    state: JSON.parse(box!.open(saved.state)) as StorageState,
    session: sessionRecord(test, source, saved.savedAt, saved.expiresAt),
    savedAt: saved.savedAt,
  });

  if (!options.source) {
    const saved = usable(await findSavedSession(db, run.ownerId, testId));
    if (saved) return opened(saved, 'saved');
  }
  const source = options.source ?? 'signed_in_first';
  return db.transaction(async (tx) => {
    // One sign-in at a time per sign-in test: the runs behind the first take what it saved.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signed-in-session:${testId}`}))`);
    const saved = usable(await findSavedSession(tx, run.ownerId, testId));
    if (saved) return opened(saved, source);
    const outcome = await signIn(context, test, run.configuration);
    if (outcome.verdict !== 'passed' || !outcome.session) {
      const why = outcome.status === 'cancelled' ? 'was cancelled' : `failed: ${outcome.summary}`;
      return { failure: `Could not start signed in: the sign-in test “${test.name}” ${why}` };
    }
    const savedAt = (await saveSignedInSession(tx, box, { ownerId: run.ownerId, testId, runId: run.runId }, outcome.session)) ?? new Date();
    return { state: outcome.session.state, session: sessionRecord(test, source, savedAt, new Date(outcome.session.expiresAt)), savedAt };
  });
}

/** The sign-in test run inside another run: its own steps and secrets, the other run's window and time limits, no screenshots. */
function signIn(context: SessionContext, test: SignInTest, dependent: TestConfiguration): Promise<RunOutcome> {
  const { configuration } = test;
  return context.runTest({
    ...context.runOptions,
    configuration: {
      ...configuration,
      viewport: configuration.viewport ?? dependent.viewport,
      step_timeout_ms: configuration.step_timeout_ms ?? dependent.step_timeout_ms,
      screenshots: 'off',
    },
    secrets: test.secrets,
    artifacts: NOWHERE,
    ...(context.baselinesOf ? { baselines: context.baselinesOf(test.id) } : {}),
    captureSession: true,
  });
}
