import { parseRealtimeServerMessage, REALTIME_CLIENT_MESSAGE_TYPES, realtimeClientMessageSchema } from './realtime';

const run = {
  id: 'c0a80121-7ac0-4e1c-8f5a-3b9e4f6a1d2b',
  test_id: null,
  status: 'running',
  configuration: { name: 'Buy', base_url: 'https://shop.example.com', instructions: ['Open /'], folder_id: null },
  steps: [{ index: 0, instruction: 'Open /', status: 'completed' }],
  verdict: null,
  summary: null,
  error: null,
  artifacts: {},
  review: null,
  credits_used: 1,
  queued_at: '2026-01-01T00:00:00.000Z',
  started_at: '2026-01-01T00:00:01.000Z',
  finished_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:01.000Z',
};

describe('the run-updates websocket messages', () => {
  it('reads what the API sends and nothing else', () => {
    expect(parseRealtimeServerMessage(JSON.stringify({ type: 'run.updated', run }))).toEqual({ type: 'run.updated', run });
    expect(parseRealtimeServerMessage('{"type":"ready","user_id":"u","expires_at":1700000000,"run_id":null}')).toMatchObject({ type: 'ready' });
    expect(parseRealtimeServerMessage('{"type":"error","error":"Missing bearer token.","error_code":"unauthorized"}')).not.toBeNull();
    expect(parseRealtimeServerMessage(JSON.stringify({ type: 'run.updated', run: { ...run, status: 'exploded' } }))).toBeNull();
    expect(parseRealtimeServerMessage('{"type":"unknown"}')).toBeNull();
    expect(parseRealtimeServerMessage('not json')).toBeNull();
  });

  it('checks what a client sends', () => {
    expect(REALTIME_CLIENT_MESSAGE_TYPES).toEqual(['auth', 'subscribe', 'ping']);
    expect(realtimeClientMessageSchema.safeParse({ type: 'auth', access_token: 'jwt' }).success).toBe(true);
    expect(realtimeClientMessageSchema.safeParse({ type: 'auth', access_token: '' }).success).toBe(false);
    expect(realtimeClientMessageSchema.safeParse({ type: 'subscribe', run_id: null }).success).toBe(true);
    const badRun = realtimeClientMessageSchema.safeParse({ type: 'subscribe', run_id: 'run-1' });
    expect(badRun.error?.issues[0]?.message).toBe('A valid run id is required.');
  });
});
