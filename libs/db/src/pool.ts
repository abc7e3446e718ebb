import pg from 'pg';

export interface PoolOptions {
  /** Idle clients report errors here (e.g. when Postgres restarts); without a listener they crash the process. */
  onError?: (error: Error) => void;
  max?: number;
}

export function createPool(databaseUrl: string, { onError, max = 10 }: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: 5_000 });
  pool.on('error', onError ?? ((error) => console.error(`Postgres pool error: ${error.message}`)));
  return pool;
}

/** True when the database answers `select 1` within the timeout. Never throws. */
export async function checkDatabase(pool: pg.Pool, { timeoutMs = 3_000 } = {}): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([pool.query('select 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
