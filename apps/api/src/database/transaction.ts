import { type Database } from '@verity/db';
import { drizzle } from 'drizzle-orm/node-postgres';
import type PgBoss from 'pg-boss';
import type pg from 'pg';

/** What repositories need from a Drizzle client: the pool-backed database or a transaction. */
export type Db = Pick<Database, 'select' | 'selectDistinctOn' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface Transaction {
  db: Db;
  /** Lets pg-boss insert a job inside this transaction (`send(…, { db: tx.queueConnection })`). */
  queueConnection: PgBoss.Db;
}

/**
 * Runs `work` in one transaction on one pooled connection: committed when it resolves, rolled back when it
 * throws. The connection is shared with pg-boss, so a job is queued only if the transaction commits.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let result: T;
  try {
    await client.query('begin');
    result = await work({
      db: drizzle(client),
      queueConnection: { executeSql: (text, values) => client.query(text, values) },
    });
    await client.query('commit');
  } catch (error) {
    // A connection that cannot even roll back is broken: destroy it rather than return it to the pool.
    const rollbackFailed = await client.query('rollback').then(
      () => false,
      () => true,
    );
    client.release(rollbackFailed);
    throw error;
  }
  client.release();
  return result;
}
