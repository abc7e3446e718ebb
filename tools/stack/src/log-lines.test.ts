import { createLogFormatter } from './log-lines';

describe('the service log formatter', () => {
  it('joins a request’s incoming and completed lines into one', () => {
    const format = createLogFormatter();
    expect(format(JSON.stringify({ level: 30, reqId: 'req-1', req: { method: 'GET', url: '/api/health' }, msg: 'incoming request' }))).toBeNull();
    expect(format(JSON.stringify({ level: 30, reqId: 'req-1', res: { statusCode: 200 }, responseTime: 1.234, msg: 'request completed' }))).toBe(
      'INFO  GET /api/health → 200 (1.2 ms)',
    );
  });

  it('shows the level, the message and an error’s stack', () => {
    const format = createLogFormatter();
    expect(format(JSON.stringify({ level: 50, msg: 'request failed', err: { message: 'boom', stack: 'Error: boom\n    at x' } }))).toBe(
      'ERROR request failed\nError: boom\n    at x',
    );
  });

  it('passes other lines through', () => {
    const format = createLogFormatter();
    expect(format('worker: ready')).toBe('worker: ready');
    expect(format('{not json')).toBe('{not json');
  });
});
