import { QueryClient } from '@tanstack/react-query';
import { requireQueryClient } from './required-query-client';

describe('a required QueryClient (spec section 8)', () => {
  it("throws 'QueryClient is required but not available.' when there is none, and hands back the one there is", () => {
    expect(() => requireQueryClient(undefined)).toThrow(new Error('QueryClient is required but not available.'));
    expect(() => requireQueryClient(null)).toThrow(new Error('QueryClient is required but not available.'));
    const client = new QueryClient();
    expect(requireQueryClient(client)).toBe(client);
  });
});
