import { type RunningDatabase, startEmbeddedPostgres } from './embedded-postgres';

export interface ResolveDatabaseOptions {
  /** Where the embedded Postgres keeps its data (`<dataDir>/postgres`) when no URL is given. */
  dataDir: string;
  /** An external database (DATABASE_URL). When set, nothing is started and stop() does nothing. */
  databaseUrl?: string | undefined;
  log?: (line: string) => void;
}

export interface ResolvedDatabase {
  databaseUrl: string;
  /** True when this call started the embedded Postgres. */
  isEmbedded: boolean;
  stop(): Promise<void>;
  /** The embedded Postgres only: whether it runs, and starting it again after it stopped on its own. */
  embedded?: Pick<RunningDatabase, 'isRunning' | 'restart'>;
}

/** The database the stack runs on: DATABASE_URL when given, else an embedded Postgres in the data directory. */
export async function resolveDatabase({ dataDir, databaseUrl, log }: ResolveDatabaseOptions): Promise<ResolvedDatabase> {
  if (databaseUrl) return { databaseUrl, isEmbedded: false, stop: async () => undefined };
  const running = await startEmbeddedPostgres({ dataDir, log });
  return { databaseUrl: running.databaseUrl, isEmbedded: true, stop: running.stop, embedded: running };
}
