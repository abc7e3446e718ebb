import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { requireQueryClient, useRequiredQueryClient } from './required-query-client';

describe('a required QueryClient (spec section 8)', () => {
  it("throws 'QueryClient is required but not available.' without a provider", () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the render error
    expect(() => renderHook(() => useRequiredQueryClient())).toThrow(new Error('QueryClient is required but not available.'));
    jest.restoreAllMocks();
  });

  it("is the provider's client", () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    expect(renderHook(() => useRequiredQueryClient(), { wrapper }).result.current).toBe(client);
  });

  it('prefers a client handed in, as remotes get it in their props', () => {
    const client = new QueryClient();
    expect(renderHook(() => useRequiredQueryClient(client)).result.current).toBe(client);
  });

  it('guards loaders outside React the same way', () => {
    expect(() => requireQueryClient(undefined)).toThrow(new Error('QueryClient is required but not available.'));
    const client = new QueryClient();
    expect(requireQueryClient(client)).toBe(client);
  });
});
