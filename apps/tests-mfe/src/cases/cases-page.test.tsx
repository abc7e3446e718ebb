import { screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@verity/api-client';
import { createStubApiClient, makeFolder, makeTest, makeTestRun } from '@verity/api-client/testing';
import { cleanupTestsViews, renderTestsView } from '../testing/render-tests-view';

afterEach(cleanupTestsViews);

const checkout = makeFolder({ id: 'f-checkout', name: 'Checkout' });
const signIn = makeTest({ id: 't-sign-in', configuration: { name: 'Sign in', base_url: 'https://shop.example', instructions: [], folder_id: null } });
const pay = makeTest({ id: 't-pay', configuration: { name: 'Pay by card', base_url: 'https://shop.example/pay', instructions: [], folder_id: 'f-checkout' } });
const refund = makeTest({ id: 't-refund', configuration: { name: 'Refund', base_url: 'https://shop.example', instructions: [], folder_id: 'f-checkout' } });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('cases', () => {
  it('teaches what to do before the first test', async () => {
    const api = createStubApiClient({ getTests: async () => [], getFolders: async () => [], getTestRuns: async () => [] });
    await renderTestsView('cases', { api });

    expect(await screen.findByRole('heading', { level: 2, name: 'Create your first test' })).toBeInTheDocument();
    expect(screen.getByLabelText('Example steps')).toHaveTextContent('Click the "Sign in" button');
    expect(screen.getByRole('link', { name: 'Create a test' })).toHaveAttribute('href', '/app/test/new');
    expect(screen.getByRole('link', { name: 'Describe a goal instead' })).toHaveAttribute('href', '/app/test/new-simple');
    expect(document.title).toBe('Cases · Verity');
  });

  it('groups the tests by folder with the newest run of each and the pass rate', async () => {
    const runs = [
      makeTestRun({ id: 'r3', test_id: 't-pay', status: 'failed', created_at: hoursAgo(1), finished_at: hoursAgo(1) }),
      makeTestRun({ id: 'r2', test_id: 't-sign-in', status: 'completed', created_at: hoursAgo(2), finished_at: hoursAgo(2) }),
      makeTestRun({ id: 'r1', test_id: 't-pay', status: 'completed', created_at: hoursAgo(5), finished_at: hoursAgo(5) }),
    ];
    const api = createStubApiClient({
      getTests: async () => [signIn, pay, refund],
      getFolders: async () => [checkout],
      getTestRuns: async () => runs,
    });
    await renderTestsView('cases', { api });

    const checkoutGroup = (await screen.findByRole('region', { name: 'Checkout' })) as HTMLElement;
    const payItem = within(checkoutGroup).getByRole('link', { name: 'Pay by card' }).closest('li') as HTMLElement;
    expect(within(payItem).getByRole('link', { name: /Failed 1 hour ago/ })).toHaveAttribute('href', '/app/editor/run/r3');
    const refundItem = within(checkoutGroup).getByRole('link', { name: 'Refund' }).closest('li') as HTMLElement;
    expect(within(refundItem).getByText('Not run yet')).toBeInTheDocument();

    const unfiled = screen.getByRole('region', { name: 'No folder' });
    expect(within(unfiled).getByRole('link', { name: /Passed 2 hours ago/ })).toHaveAttribute('href', '/app/editor/run/r2');

    const overview = screen.getByLabelText('Overview');
    await waitFor(() => expect(within(overview).getByText('Pass rate').nextElementSibling).toHaveTextContent('50%'));
    expect(within(overview).getByText('Not run yet').nextElementSibling).toHaveTextContent('1');
  });

  it('runs a test from the list and links to the queued run', async () => {
    const runTest = jest.fn(async () => makeTestRun({ id: 'run-9', test_id: 't-sign-in' }));
    const api = createStubApiClient({ getTests: async () => [signIn], getFolders: async () => [], getTestRuns: async () => [], runTest });
    const { navigate } = await renderTestsView('cases', { api });

    await userEvent.click(await screen.findByRole('button', { name: 'Run Sign in' }));
    expect(runTest).toHaveBeenCalledWith('t-sign-in');
    await userEvent.click(await screen.findByRole('link', { name: 'Watch the run' }));
    expect(navigate).toHaveBeenCalledWith('/app/editor/run/run-9', { replace: undefined });
  });

  it('tells the user to buy credits or redeem a promo code when a run is refused (402)', async () => {
    const runTest = jest.fn(async () => {
      throw new ApiError('Not enough credits: a run costs 1 credit.', { kind: 'http', status: 402, errorCode: 'insufficient_credits' });
    });
    const api = createStubApiClient({ getTests: async () => [signIn], getFolders: async () => [], getTestRuns: async () => [], runTest });
    const { navigate } = await renderTestsView('cases', { api });

    await userEvent.click(await screen.findByRole('button', { name: 'Run Sign in' }));
    expect(
      await screen.findByText(/Not enough credits to run “Sign in”\. Buy credits or redeem a promo code, then run it again\./),
    ).toBeInTheDocument();
    const billing = screen.getByRole('link', { name: 'Go to Billing' });
    expect(billing).toHaveAttribute('href', '/app/billing');
    await userEvent.click(billing);
    expect(navigate).toHaveBeenCalledWith('/app/billing', { replace: undefined });
  });

  it('says so when the tests cannot be loaded, and tries again', async () => {
    const offline = new ApiError('Network error: offline', { kind: 'network' });
    // The tests query retries once (spec section 9) before the screen says it failed.
    const getTests = jest.fn().mockRejectedValueOnce(offline).mockRejectedValueOnce(offline).mockResolvedValue([]);
    const api = createStubApiClient({ getTests, getFolders: async () => [], getTestRuns: async () => [] });
    await renderTestsView('cases', { api });

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Your tests could not be loaded.');
    expect(alert).toHaveTextContent('Network error: offline');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Create your first test' })).toBeInTheDocument();
  });
});
