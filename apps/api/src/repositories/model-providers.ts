import { type ModelCheck, type ModelProvider, type ModelsOverview } from '@verity/contracts';
import { type ModelCheckRecord, modelProviders, testRuns } from '@verity/db';
import { and, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { type Db } from '../database/transaction';

type ProviderRow = typeof modelProviders.$inferSelect;

export const toCheck = (record: ModelCheckRecord): ModelCheck => ({
  passed: record.passed,
  total: record.total,
  latency_ms: record.latencyMs,
  input_tokens: record.inputTokens,
  output_tokens: record.outputTokens,
  error: record.error,
  checked_at: record.checkedAt,
});

export function toModelProvider(row: ProviderRow): ModelProvider {
  return {
    id: row.id,
    name: row.name,
    protocol: row.protocol,
    base_url: row.baseUrl,
    model: row.model,
    key_hint: row.keyHint,
    in_use: row.isInUse,
    last_check: row.lastCheck ? toCheck(row.lastCheck) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const owned = (ownerId: string, id: string) => and(eq(modelProviders.ownerId, ownerId), eq(modelProviders.id, id));

export async function listModelProviders(db: Db, ownerId: string): Promise<ModelProvider[]> {
  const rows = await db.select().from(modelProviders).where(eq(modelProviders.ownerId, ownerId)).orderBy(desc(modelProviders.createdAt));
  return rows.map(toModelProvider);
}

/** The row with its sealed key, for the owner only. */
export async function findModelProvider(db: Db, ownerId: string, id: string): Promise<ProviderRow | null> {
  const [row] = await db.select().from(modelProviders).where(owned(ownerId, id));
  return row ?? null;
}

export interface ProviderFields {
  name: string;
  protocol: 'openai' | 'anthropic';
  baseUrl: string | null;
  model: string;
  keyCiphertext: string;
  keyHint: string;
}

/** Puts one provider in use: the others of the owner stop being (one statement before, in the same transaction). */
async function releaseOthers(db: Db, ownerId: string, keep?: string): Promise<void> {
  await db
    .update(modelProviders)
    .set({ isInUse: false })
    .where(and(eq(modelProviders.ownerId, ownerId), eq(modelProviders.isInUse, true), ...(keep ? [ne(modelProviders.id, keep)] : [])));
}

/** The first provider a user adds is the one in use, unless they say otherwise. Call inside a transaction. */
export async function createModelProvider(db: Db, ownerId: string, fields: ProviderFields, inUse: boolean | undefined): Promise<ModelProvider> {
  const [existing] = await db.select({ id: modelProviders.id }).from(modelProviders).where(eq(modelProviders.ownerId, ownerId)).limit(1);
  const isInUse = inUse ?? existing === undefined;
  if (isInUse) await releaseOthers(db, ownerId);
  const [row] = await db
    .insert(modelProviders)
    .values({ ownerId, ...fields, isInUse })
    .returning();
  return toModelProvider(row!);
}

/** Call inside a transaction. Null when the owner has no such provider. */
export async function updateModelProvider(db: Db, ownerId: string, id: string, patch: Partial<ProviderFields> & { isInUse?: boolean }): Promise<ModelProvider | null> {
  if (patch.isInUse) await releaseOthers(db, ownerId, id);
  const [row] = await db
    .update(modelProviders)
    .set({ ...patch, updatedAt: new Date() })
    .where(owned(ownerId, id))
    .returning();
  return row ? toModelProvider(row) : null;
}

export async function deleteModelProvider(db: Db, ownerId: string, id: string): Promise<ModelProvider | null> {
  const [row] = await db.delete(modelProviders).where(owned(ownerId, id)).returning();
  return row ? toModelProvider(row) : null;
}

export async function saveModelCheck(db: Db, ownerId: string, id: string, check: ModelCheckRecord): Promise<void> {
  await db.update(modelProviders).set({ lastCheck: check }).where(owned(ownerId, id));
}

/** What the owner's runs spent on models, per calendar month (UTC), newest first, the last 12. */
export async function monthlyModelUsage(db: Db, ownerId: string): Promise<ModelsOverview['usage']> {
  const month = sql<string>`to_char(${testRuns.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const usage = (field: string) => sql<number>`coalesce(sum((${testRuns.modelUsage} ->> ${field})::numeric), 0)::float8`;
  const rows = await db
    .select({
      month,
      runs: sql<number>`count(*)::int`,
      calls: usage('calls'),
      inputTokens: usage('inputTokens'),
      outputTokens: usage('outputTokens'),
      replayed: usage('replayed'),
      cost: sql<number | null>`sum((${testRuns.modelUsage} ->> 'estimatedCostUsd')::numeric)::float8`,
      unpriced: sql<number>`count(*) filter (where ${testRuns.modelUsage} ->> 'estimatedCostUsd' is null)::int`,
    })
    .from(testRuns)
    .where(and(eq(testRuns.ownerId, ownerId), isNotNull(testRuns.modelUsage)))
    .groupBy(month)
    .orderBy(desc(month))
    .limit(12);
  return rows.map((row) => ({
    month: row.month,
    runs: row.runs,
    calls: Math.round(row.calls),
    input_tokens: Math.round(row.inputTokens),
    output_tokens: Math.round(row.outputTokens),
    replayed: Math.round(row.replayed),
    estimated_cost_usd: row.unpriced > 0 ? null : Math.round((row.cost ?? 0) * 1_000_000) / 1_000_000,
  }));
}
