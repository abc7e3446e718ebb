import { createTestDatabase, TEST_DATABASE_TIMEOUT_MS, unreachableDatabaseUrl } from '@verity/db/testing';
import type PgBoss from 'pg-boss';
import { createQueue } from './create-queue';
import { TEST_RUN_QUEUE, type TestRunJob, testRunJobSchema } from './jobs';

describe('createQueue', () => {
  const database = createTestDatabase();
  const started: PgBoss[] = [];

  beforeAll(() => database.start(), TEST_DATABASE_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(started.map((boss) => boss.stop({ graceful: false, wait: true })));
    await database.stop();
  }, TEST_DATABASE_TIMEOUT_MS);

  it('installs pg-boss and creates the test-run queue for the API', async () => {
    const api = await createQueue(database.databaseUrl, 'api');
    started.push(api);
    expect(await api.getQueue(TEST_RUN_QUEUE)).toMatchObject({
      name: 'test-run',
      policy: 'standard',
      // A run that outlives its timeout by a minute lost its worker; a job is retried once (see testRunQueuePolicy).
      expireInSeconds: 360,
      retryLimit: 1,
    });
  });

  it('lets a worker process take the jobs the API queues', async () => {
    const [api] = started;
    const worker = await createQueue(database.databaseUrl, 'worker');
    started.push(worker);
    const job: TestRunJob = { runId: 'run-1' };
    await api!.send(TEST_RUN_QUEUE, job);

    const [received] = await worker.fetch<TestRunJob>(TEST_RUN_QUEUE);
    expect(testRunJobSchema.parse(received?.data)).toEqual({ runId: 'run-1' });
  });

  it('can be created again when the queue already exists', async () => {
    const again = await createQueue(database.databaseUrl, 'worker');
    started.push(again);
    expect((await again.getQueues()).filter((queue) => queue.name === TEST_RUN_QUEUE)).toHaveLength(1);
  });

  it('fails to start when the database is unreachable', async () => {
    await expect(createQueue(await unreachableDatabaseUrl(), 'api', { onError: () => undefined })).rejects.toThrow(/ECONNREFUSED/);
  });
});
