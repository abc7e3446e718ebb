import { maskedSecrets, type Test, type TestConfiguration } from '@verity/contracts';
import { tests } from '@verity/db';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Db } from '../database/transaction';

type TestRow = typeof tests.$inferSelect;

/** Secret variables by name, each value sealed under the server's key: how tests and runs store them. */
export type SealedSecrets = Record<string, string>;

/** The test as the API shows it: secret variables by name only. */
export function toTest(row: TestRow): Test {
  const secrets = maskedSecrets(Object.keys(row.secretVariables));
  return {
    id: row.id,
    configuration: { ...row.configuration, folder_id: row.folderId, ...(secrets ? { secret_variables: secrets } : {}) },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The folder and the secret variables are columns of their own; the rest of the configuration is stored as it is shown. */
function split({ folder_id, secret_variables: _secrets, ...configuration }: TestConfiguration) {
  return { folderId: folder_id ?? null, configuration };
}

const owned = (ownerId: string, id: string) => and(eq(tests.ownerId, ownerId), eq(tests.id, id));

export async function createTest(db: Db, ownerId: string, configuration: TestConfiguration, secrets: SealedSecrets = {}): Promise<Test> {
  const [row] = await db
    .insert(tests)
    .values({ ownerId, ...split(configuration), secretVariables: secrets })
    .returning();
  return toTest(row!);
}

export async function listTests(db: Db, ownerId: string): Promise<Test[]> {
  const rows = await db.select().from(tests).where(eq(tests.ownerId, ownerId)).orderBy(desc(tests.createdAt), desc(tests.id));
  return rows.map(toTest);
}

/** The folder's tests, by name: a suite's order. */
export async function listFolderTests(db: Db, ownerId: string, folderId: string): Promise<Test[]> {
  const rows = await db
    .select()
    .from(tests)
    .where(and(eq(tests.ownerId, ownerId), eq(tests.folderId, folderId)))
    .orderBy(asc(sql`lower(${tests.configuration}->>'name')`), asc(tests.createdAt));
  return rows.map(toTest);
}

export async function findTest(db: Db, ownerId: string, id: string): Promise<Test | null> {
  const [row] = await db.select().from(tests).where(owned(ownerId, id));
  return row ? toTest(row) : null;
}

/** The test's secret variables, sealed; null when the caller has no such test. */
export async function findTestSecrets(db: Db, ownerId: string, id: string): Promise<SealedSecrets | null> {
  const [row] = await db.select({ secrets: tests.secretVariables }).from(tests).where(owned(ownerId, id));
  return row?.secrets ?? null;
}

/** Replaces the configuration, and the secret variables when given. */
export async function replaceTestConfiguration(
  db: Db,
  ownerId: string,
  id: string,
  configuration: TestConfiguration,
  secrets?: SealedSecrets,
): Promise<Test | null> {
  const [row] = await db
    .update(tests)
    .set({ ...split(configuration), ...(secrets ? { secretVariables: secrets } : {}), updatedAt: new Date() })
    .where(owned(ownerId, id))
    .returning();
  return row ? toTest(row) : null;
}

/** Deletes the test; its runs stay, with test_id null and their own configuration snapshot. */
export async function deleteTest(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await db.delete(tests).where(owned(ownerId, id)).returning({ id: tests.id });
  return rows.length > 0;
}
