import { MIGRATED } from '@verity/db/testing';
import { createQueue } from './create-queue';

/**
 * For createTestDatabase({ prepared }): the schema migrated and pg-boss's tables and queue made, which each test
 * file's database then starts as (a copy), instead of migrating again.
 */
export const MIGRATED_WITH_QUEUE = {
  name: 'migrated with queue',
  async prepare(databaseUrl: string): Promise<void> {
    await MIGRATED.prepare(databaseUrl);
    const queue = await createQueue(databaseUrl, 'api', { onError: () => undefined });
    await queue.stop({ graceful: false, wait: true });
  },
};
