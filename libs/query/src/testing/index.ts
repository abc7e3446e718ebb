export { FakeWebSocket } from './fake-web-socket';
export { createTestQueryClient } from './test-query-client';
