export { createQueue, type CreateQueueOptions, type QueueRole } from './create-queue';
export { DEFAULT_RUN_TIMEOUT_SECONDS, TEST_RUN_QUEUE, type TestRunJob, testRunJobSchema, testRunQueuePolicy } from './jobs';
