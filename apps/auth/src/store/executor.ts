import { type Database } from '@verity/db';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A repository function runs on the database or inside a caller's transaction. */
export type Executor = Database | Transaction;
