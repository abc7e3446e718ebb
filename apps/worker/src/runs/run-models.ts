import { createHash } from 'node:crypto';
import { type TestConfiguration } from '@verity/contracts';
import { type Database, findModelInUse, modelAnswers, type RunModelUsage } from '@verity/db';
import { createModelInterpreter, type ModelPolicy, type ModelUsageSummary, type StepInterpreter, type StoredAnswers } from '@verity/engine';
import { createModelClient, type DeploymentModels, endpointFor, estimateCostUsd, type SecretBox } from '@verity/models';
import { and, eq } from 'drizzle-orm';

/** What a run needs to read lines nothing else reads: the interpreter, its stored answers and the policy. */
export interface RunModels {
  interpreter?: StepInterpreter;
  answers?: StoredAnswers;
  modelPolicy: ModelPolicy;
}

/** The run as far as models are concerned. */
export interface ModelRun {
  ownerId: string;
  testId: string | null;
  configuration: TestConfiguration;
}

/** The version of a test its stored answers belong to: its base URL and steps, hashed. Editing either asks again. */
export function testVersionOf(configuration: Pick<TestConfiguration, 'base_url' | 'instructions'>): string {
  return createHash('sha256')
    .update(JSON.stringify([configuration.base_url, configuration.instructions ?? []]))
    .digest('hex')
    .slice(0, 16);
}

/** The model answers kept for this version of the owner's test, read and written in the database. */
export function storedAnswers(db: Database, { ownerId, testId, testVersion }: { ownerId: string; testId: string; testVersion: string }): StoredAnswers {
  const key = (line: string, page: string) =>
    and(eq(modelAnswers.ownerId, ownerId), eq(modelAnswers.testId, testId), eq(modelAnswers.testVersion, testVersion), eq(modelAnswers.line, line), eq(modelAnswers.page, page));
  return {
    async find(line, page) {
      const [row] = await db.select({ step: modelAnswers.step }).from(modelAnswers).where(key(line, page)).limit(1);
      return row?.step ?? null;
    },
    async save(line, page, step, model) {
      await db
        .insert(modelAnswers)
        .values({ ownerId, testId, testVersion, line, page, step, model })
        .onConflictDoUpdate({ target: [modelAnswers.testId, modelAnswers.testVersion, modelAnswers.line, modelAnswers.page], set: { step, model, updatedAt: new Date() } });
    },
  };
}

/** The deployment's model settings, and the key that opens users' own models' API keys. */
export type WorkerModels = DeploymentModels & { box?: SecretBox | null };

/**
 * The models side of a run: the owner's own model in use, else the deployment's (when configured); the test's
 * stored answers (when the test still exists); and whether the run may call a model — not when the deployment or
 * the test says never.
 */
export async function modelsForRun(db: Database, deployment: WorkerModels, run: ModelRun): Promise<RunModels> {
  const maxCalls = deployment.maxCallsPerRun;
  const endpoint = endpointFor(await findModelInUse(db, run.ownerId), deployment.box, deployment);
  const modelPolicy: ModelPolicy = !deployment.allowed
    ? { allowed: false, reason: 'this deployment never calls a model (VERITY_MODEL_CALLS=never)', maxCalls }
    : run.configuration.model_calls === 'never'
      ? { allowed: false, reason: 'this test says never to call a model', maxCalls }
      : { allowed: true, maxCalls };
  return {
    ...(endpoint ? { interpreter: createModelInterpreter(createModelClient(endpoint)) } : {}),
    ...(run.testId ? { answers: storedAnswers(db, { ownerId: run.ownerId, testId: run.testId, testVersion: testVersionOf(run.configuration) }) } : {}),
    modelPolicy,
  };
}

/** What the run spent, as the run records it, with a cost estimate for known models. */
export function runModelUsage(usage: ModelUsageSummary | undefined): RunModelUsage | null {
  if (!usage) return null;
  const tokens = { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens };
  return { ...usage, estimatedCostUsd: usage.model && usage.calls > 0 ? estimateCostUsd(usage.model, tokens) : usage.calls === 0 ? 0 : null };
}
