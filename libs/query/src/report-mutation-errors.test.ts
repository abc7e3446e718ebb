import { ApiError } from '@verity/api-client';
import { createQueryClient } from './create-query-client';
import { reportMutationErrors } from './report-mutation-errors';

describe('reportMutationErrors', () => {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  const reported: unknown[] = [];
  let stop: () => void;
  beforeEach(() => {
    reported.length = 0;
    stop = reportMutationErrors(client, (error) => reported.push(error));
  });
  afterEach(() => stop());
  afterAll(() => client.clear());

  const run = (mutationFn: () => Promise<unknown>, meta?: { showsOwnError?: boolean }) =>
    client
      .getMutationCache()
      .build(client, { mutationFn, meta })
      .execute(undefined)
      .catch(() => undefined);

  it('reports each failed mutation once, with its error', async () => {
    const refused = new ApiError('Not enough credits.', { kind: 'http', status: 402 });
    await run(() => Promise.reject(refused));
    expect(reported).toEqual([refused]);
  });

  it('leaves alone a mutation whose screen shows its failure, one that succeeds, and a failed query', async () => {
    await run(() => Promise.reject(new Error('shown by the form')), { showsOwnError: true });
    await run(() => Promise.resolve('saved'));
    await client.fetchQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(new Error('a query')) }).catch(() => undefined);
    expect(reported).toEqual([]);
  });

  it('does not report invalid credentials, which sign the user out instead', async () => {
    await run(() => Promise.reject(new ApiError('Could not validate credentials', { kind: 'http', status: 401 })));
    expect(reported).toEqual([]);
  });

  it('stops when asked', async () => {
    stop();
    await run(() => Promise.reject(new Error('after stop')));
    expect(reported).toEqual([]);
  });
});
