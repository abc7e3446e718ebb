export { databaseUrlSchema } from './database-url';
export { DATABASE_NAME } from './embedded-postgres';
export { checkDatabase, createPool, type PoolOptions } from './pool';
export { resolveDatabase, type ResolveDatabaseOptions, type ResolvedDatabase } from './resolve-database';
