export { createMemoryAdapter, type RecordedAnalyticsCall } from './memory-adapter';
