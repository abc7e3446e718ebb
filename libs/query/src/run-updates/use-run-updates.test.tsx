import { act, renderHook } from '@testing-library/react';
import { type QueryClient } from '@tanstack/react-query';
import { makeTestRun } from '@verity/api-client/testing';
import { type TestRun } from '@verity/contracts';
import { createQueryClient } from '../create-query-client';
import { runKeys } from '../query-keys';
import { FakeWebSocket } from '../testing';
import { applyRunUpdate } from './apply-run-update';
import { useRunUpdates, type UseRunUpdatesOptions } from './use-run-updates';

const RUN_ID = '22222222-2222-4222-8222-222222222222';
const TEST_ID = '11111111-1111-4111-8111-111111111111';
const AT = (second: number) => `2025-01-01T00:00:${String(second).padStart(2, '0')}.000Z`;

let client: QueryClient;
beforeEach(() => {
  FakeWebSocket.install();
  client = createQueryClient();
});
afterEach(() => {
  client.clear();
  FakeWebSocket.uninstall();
});

function renderUpdates(options: Partial<UseRunUpdatesOptions> = {}) {
  return renderHook((props: Partial<UseRunUpdatesOptions>) =>
    useRunUpdates({ wsBaseUrl: 'ws://localhost:3000/api', accessToken: 'token-1', runId: RUN_ID, queryClient: client, ...options, ...props }),
  );
}

describe('useRunUpdates', () => {
  it('puts each pushed run into the cache and reports the connection live', () => {
    client.setQueryData(runKeys.detail(RUN_ID), makeTestRun({ status: 'pending', updated_at: AT(0) }));
    const { result } = renderUpdates();
    expect(result.current).toBe('connecting');
    act(() => FakeWebSocket.latest().accept());
    expect(result.current).toBe('live');

    const running = makeTestRun({ status: 'running', updated_at: AT(1) });
    act(() => FakeWebSocket.latest().receive({ type: 'run.updated', run: running }));
    expect(client.getQueryData(runKeys.detail(RUN_ID))).toEqual(running);
  });

  it('refetches the runs on resync', () => {
    client.setQueryData(runKeys.detail(RUN_ID), makeTestRun());
    renderUpdates();
    act(() => FakeWebSocket.latest().accept());
    act(() => FakeWebSocket.latest().receive({ type: 'resync' }));
    expect(client.getQueryState(runKeys.detail(RUN_ID))?.isInvalidated).toBe(true);
  });

  it('does not connect without a session, and connects once there is one', () => {
    const { result, rerender } = renderUpdates({ accessToken: null });
    expect(result.current).toBe('offline');
    expect(FakeWebSocket.instances).toHaveLength(0);
    rerender({ accessToken: 'token-1' });
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('re-authenticates with a refreshed token, and reconnects with it after a 4401', () => {
    const { result, rerender } = renderUpdates();
    const socket = FakeWebSocket.latest();
    act(() => socket.accept());
    rerender({ accessToken: 'token-2' });
    expect(socket.sent.at(-1)).toEqual({ type: 'auth', access_token: 'token-2' });

    act(() => socket.serverClose(4401));
    expect(result.current).toBe('unauthorized');
    rerender({ accessToken: 'token-3' });
    expect(FakeWebSocket.instances).toHaveLength(2);
    act(() => FakeWebSocket.latest().accept());
    expect(FakeWebSocket.latest().sent[0]).toEqual({ type: 'auth', access_token: 'token-3' });
    expect(result.current).toBe('live');
  });

  it('closes the socket on unmount', () => {
    const { unmount } = renderUpdates();
    act(() => FakeWebSocket.latest().accept());
    unmount();
    expect(FakeWebSocket.latest().isClosed).toBe(true);
  });
});

describe('applyRunUpdate', () => {
  it('keeps a newer cached run over an older push (a poll answered first)', () => {
    const newer = makeTestRun({ status: 'completed', updated_at: AT(5) });
    client.setQueryData(runKeys.detail(RUN_ID), newer);
    applyRunUpdate(client, makeTestRun({ status: 'running', updated_at: AT(4) }));
    expect(client.getQueryData(runKeys.detail(RUN_ID))).toEqual(newer);
  });

  it('replaces the run in every cached list that holds it', () => {
    const other = makeTestRun({ id: '33333333-3333-4333-8333-333333333333' });
    client.setQueryData(runKeys.list(), [makeTestRun({ updated_at: AT(0) }), other]);
    client.setQueryData(runKeys.list({ test_id: TEST_ID }), [makeTestRun({ updated_at: AT(0) })]);
    const running = makeTestRun({ status: 'running', updated_at: AT(1) });
    applyRunUpdate(client, running);
    expect(client.getQueryData<TestRun[]>(runKeys.list())).toEqual([running, other]);
    expect(client.getQueryData<TestRun[]>(runKeys.list({ test_id: TEST_ID }))).toEqual([running]);
  });

  it("refetches the lists a new run belongs in, and leaves other tests' lists alone", () => {
    client.setQueryData(runKeys.list(), []);
    client.setQueryData(runKeys.list({ test_id: TEST_ID }), []);
    client.setQueryData(runKeys.list({ test_id: 'another-test' }), []);
    applyRunUpdate(client, makeTestRun());
    expect(client.getQueryState(runKeys.list())?.isInvalidated).toBe(true);
    expect(client.getQueryState(runKeys.list({ test_id: TEST_ID }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(runKeys.list({ test_id: 'another-test' }))?.isInvalidated).toBe(false);
  });
});
