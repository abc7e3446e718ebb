export { FakeWebSocket } from './fake-web-socket';
