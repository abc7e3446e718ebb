import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiError } from '@verity/api-client';
import { signOutOnCredentialsError } from './sign-out-on-credentials-error';

const expired = () => new ApiError('Could not validate credentials: the access token has expired.', { kind: 'http', status: 401, errorCode: 'token_expired' });
const refused = () => new ApiError('Not enough credits.', { kind: 'http', status: 402, errorCode: 'insufficient_credits' });

let client: QueryClient;
let signOut: jest.Mock;
let stop: () => void;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  signOut = jest.fn();
  stop = signOutOnCredentialsError(client, signOut);
});

afterEach(() => {
  stop();
  client.clear();
});

describe('signing out when the API refuses the credentials', () => {
  it('signs out when a query fails with them, once its retries are spent', async () => {
    const queryFn = jest.fn().mockRejectedValue(expired());
    await client.fetchQuery({ queryKey: ['profile'], queryFn, retry: 1, retryDelay: 0 }).catch(() => undefined);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('signs out when a mutation fails with them, whatever the screen does with the error', async () => {
    const observer = new MutationObserver(client, { mutationFn: () => Promise.reject(expired()), onError: () => undefined });
    await observer.mutate().catch(() => undefined);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('signs out for a watched query too, and for a server function’s decoded error', async () => {
    const observer = new QueryObserver(client, { queryKey: ['session'], queryFn: () => Promise.reject({ error: 'Could not validate credentials' }) });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    unsubscribe();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures to their screens, and stops watching when told', async () => {
    await client.fetchQuery({ queryKey: ['tests'], queryFn: () => Promise.reject(refused()) }).catch(() => undefined);
    await new MutationObserver(client, { mutationFn: () => Promise.reject(new Error('Network error: offline')) }).mutate().catch(() => undefined);
    expect(signOut).not.toHaveBeenCalled();

    stop();
    await client.fetchQuery({ queryKey: ['profile'], queryFn: () => Promise.reject(expired()) }).catch(() => undefined);
    expect(signOut).not.toHaveBeenCalled();
  });
});
