export { createQueue, type CreateQueueOptions, type QueueRole } from './create-queue';
export { TEST_RUN_QUEUE, type TestRunJob, testRunJobSchema } from './jobs';
