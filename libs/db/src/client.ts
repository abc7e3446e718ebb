import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** The Drizzle client over a pool; repositories take it as a parameter. */
export function createDatabase(pool: pg.Pool): Database {
  return drizzle(pool, { schema });
}
