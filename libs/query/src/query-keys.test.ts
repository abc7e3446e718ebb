import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

describe('query keys', () => {
  it('name each entity', () => {
    expect(queryKeys.profile.all()).toEqual(['profile']);
    expect(queryKeys.tests.list()).toEqual(['tests', 'list']);
    expect(queryKeys.tests.detail('t1')).toEqual(['tests', 'detail', 't1']);
    expect(queryKeys.runs.lists()).toEqual(['runs', 'list']);
    expect(queryKeys.runs.list()).toEqual(['runs', 'list', {}]);
    expect(queryKeys.runs.list({ test_id: 't1' })).toEqual(['runs', 'list', { test_id: 't1' }]);
    expect(queryKeys.runs.detail('r1')).toEqual(['runs', 'detail', 'r1']);
    expect(queryKeys.suites.list({ folder_id: 'f1' })).toEqual(['suites', 'list', { folder_id: 'f1' }]);
    expect(queryKeys.suites.detail('s1')).toEqual(['suites', 'detail', 's1']);
    expect(queryKeys.folders.list()).toEqual(['folders', 'list', { include_deleted: false }]);
    expect(queryKeys.folders.list({ include_deleted: true })).toEqual(['folders', 'list', { include_deleted: true }]);
    expect(queryKeys.creditsHistory.page({ limit: 20, cursor: '9' })).toEqual(['credits-history', 'page', { limit: 20, cursor: '9' }]);
    expect(queryKeys.creditsHistory.page()).toEqual(['credits-history', 'page', { cursor: null }]);
    expect(queryKeys.creditsHistory.pages({ limit: 20 })).toEqual(['credits-history', 'pages', { limit: 20 }]);
  });

  it('reach every run list, whatever its filter, and no run detail, with runs.lists()', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.runs.list(), []);
    client.setQueryData(queryKeys.runs.list({ test_id: 't1', limit: 5 }), []);
    client.setQueryData(queryKeys.runs.detail('r1'), {});
    expect(client.getQueriesData({ queryKey: queryKeys.runs.lists() })).toHaveLength(2);
  });

  it('keep the runs of one test apart from all runs', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.runs.list(), ['all']);
    client.setQueryData(queryKeys.runs.list({ test_id: 't1' }), ['of t1']);
    expect(client.getQueryData(queryKeys.runs.list())).toEqual(['all']);
    expect(client.getQueryData(queryKeys.runs.list({ test_id: 't1' }))).toEqual(['of t1']);
  });

  it("let a domain's all() key reach its lists and details, and nothing else", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.runs.list({ test_id: 't1' }), []);
    client.setQueryData(queryKeys.runs.detail('r1'), {});
    client.setQueryData(queryKeys.tests.detail('t1'), {});
    await client.invalidateQueries({ queryKey: queryKeys.runs.all() });
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(invalidated(queryKeys.runs.list({ test_id: 't1' }))).toBe(true);
    expect(invalidated(queryKeys.runs.detail('r1'))).toBe(true);
    expect(invalidated(queryKeys.tests.detail('t1'))).toBe(false);
  });
});
