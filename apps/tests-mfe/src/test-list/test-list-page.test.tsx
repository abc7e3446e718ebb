import { screen, waitFor, within } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@verity/api-client';
import { makeFolder, makeTest, makeTestRun } from '@verity/api-client/testing';
import { MESSAGES, type Test } from '@verity/contracts';
import { createFakeTestsApi } from '../testing/fake-tests-api';
import { cleanupTestsViews, renderTestsView } from '../testing/render-tests-view';

afterEach(cleanupTestsViews);

const at = (day: number) => `2025-01-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const test = (id: string, name: string, baseUrl: string, createdDay: number, folderId: string | null = null): Test =>
  makeTest({ id, configuration: { name, base_url: baseUrl, instructions: ['Click "Go"'], folder_id: folderId }, created_at: at(createdDay) });

const checkout = makeFolder({ id: 'f-checkout', name: 'Checkout' });
const login = test('t-login', 'Login', 'https://app.example/login', 1);
const cart = test('t-cart', 'Add to cart', 'https://shop.example', 3, 'f-checkout');
const search = test('t-search', 'Search products', 'https://shop.example/search', 2);
const runs = [
  makeTestRun({ id: 'r-login', test_id: 't-login', status: 'completed', created_at: at(9), finished_at: at(9) }),
  makeTestRun({ id: 'r-search', test_id: 't-search', status: 'failed', created_at: at(5), finished_at: at(5) }),
];

const testNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

const folderButton = (name: RegExp) => within(screen.getByRole('region', { name: 'Folders' })).getByRole('button', { name });

async function renderList(state = { tests: [login, cart, search], folders: [checkout], runs }) {
  const fake = createFakeTestsApi(state);
  const view = await renderTestsView('test-list', { api: fake.api });
  await screen.findByRole('table');
  return { ...fake, ...view };
}

describe('test list', () => {
  it('shows every test with its folder and last run, sorted by name', async () => {
    await renderList();
    expect(document.title).toBe('Tests · Verity');
    expect(testNames()).toEqual(['Add to cart', 'Login', 'Search products']);
    const loginRow = screen.getByRole('link', { name: 'Login' }).closest('tr') as HTMLElement;
    expect(within(loginRow).getByRole('link', { name: /Passed/ })).toHaveAttribute('href', '/app/editor/run/r-login');
    const cartRow = screen.getByRole('link', { name: 'Add to cart' }).closest('tr') as HTMLElement;
    expect(within(cartRow).getByRole('cell', { name: 'Checkout' })).toBeInTheDocument();
    expect(within(cartRow).getByText('Not run yet')).toBeInTheDocument();
  });

  it('searches by name or URL and sorts by newest or last run', async () => {
    await renderList();
    const searchBox = screen.getByRole('searchbox', { name: 'Search tests' });

    await userEvent.type(searchBox, 'shop.example');
    expect(testNames()).toEqual(['Add to cart', 'Search products']);
    expect(screen.getByText('2 of 3 tests match “shop.example”')).toBeInTheDocument();

    await userEvent.clear(searchBox);
    await userEvent.type(searchBox, 'LOGIN');
    expect(testNames()).toEqual(['Login']);

    await userEvent.clear(searchBox);
    await userEvent.type(searchBox, 'nothing like this');
    expect(screen.getByText('No tests match “nothing like this”.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(testNames()).toHaveLength(3);

    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(sort, 'Newest first');
    expect(testNames()).toEqual(['Add to cart', 'Search products', 'Login']);
    await userEvent.selectOptions(sort, 'Last run');
    expect(testNames()).toEqual(['Login', 'Search products', 'Add to cart']);
  });

  it('creates a folder, refusing a blank name with the spec message', async () => {
    const { state } = await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'New folder' }));
    const nameBox = screen.getByRole('textbox', { name: 'Folder name' });
    expect(nameBox).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.folderNameRequired);
    expect(nameBox).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(nameBox, 'Smoke tests{Enter}');
    expect(await screen.findByText('Folder “Smoke tests” created.')).toBeInTheDocument();
    expect(state.folders.map((folder) => folder.name)).toEqual(['Checkout', 'Smoke tests']);
    // The new folder is selected, and empty.
    expect(await screen.findByRole('heading', { level: 2, name: 'Smoke tests' })).toBeInTheDocument();
    expect(folderButton(/^Smoke tests/)).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText(/No tests here yet/)).toBeInTheDocument();
  });

  it('runs a folder as one suite and opens the suite’s page', async () => {
    const { state, navigate } = await renderList();
    await userEvent.click(folderButton(/^Checkout/));
    expect(screen.getByRole('link', { name: 'Suite runs' })).toHaveAttribute('href', '/app/suites?folder_id=f-checkout');
    await userEvent.click(screen.getByRole('button', { name: 'Run folder' }));
    expect(await screen.findByText('“Checkout”: 1 run queued.')).toBeInTheDocument();
    const started = state.runs.filter((run) => run.suite_id);
    expect(started.map((run) => run.test_id)).toEqual(['t-cart']);
    expect(navigate).toHaveBeenCalledWith(`/app/suites/${started[0]!.suite_id}`);
  });

  it('says how many credits a folder’s suite is missing, and starts nothing', async () => {
    const message = 'Not enough credits: the test of “Checkout” costs 1 credit and you have 0, so 1 more credit is needed. Buy credits or redeem a promo code to run this folder.';
    const runFolder = jest.fn(async () => {
      throw new ApiError(message, { kind: 'http', status: 402, errorCode: 'insufficient_credits' });
    });
    const fake = createFakeTestsApi({ tests: [login, cart, search], folders: [checkout], runs }, { runFolder });
    const { navigate } = await renderTestsView('test-list', { api: fake.api });
    await userEvent.click(await screen.findByRole('button', { name: /^Checkout/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Run folder' }));
    expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute('href', '/app/billing');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('renames a folder', async () => {
    await renderList();
    await userEvent.click(folderButton(/^Checkout/));
    expect(testNames()).toEqual(['Add to cart']);
    await userEvent.click(screen.getByRole('button', { name: 'Rename folder' }));
    const nameBox = screen.getByRole('textbox', { name: 'Folder name' });
    expect(nameBox).toHaveValue('Checkout');
    await userEvent.clear(nameBox);
    await userEvent.type(nameBox, 'Payments{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payments' })).toBeInTheDocument();
    expect(folderButton(/^Payments 1 test$/)).toBeInTheDocument();
  });

  it('deletes a folder after confirming, shows it with "Show deleted" and restores it', async () => {
    const { state } = await renderList();
    await userEvent.click(folderButton(/^Checkout/));
    await userEvent.click(screen.getByRole('button', { name: 'Delete folder' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete folder “Checkout”?' });
    expect(dialog).toHaveTextContent('Its 1 test is kept and show under No folder.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete folder' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.folders[0]?.deleted_at).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Checkout/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'All tests' })).toBeInTheDocument();
    // Its test now counts as in no folder.
    expect(folderButton(/^No folder 3 tests$/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show deleted folders' }));
    const deleted = await screen.findByRole('button', { name: 'Checkout (deleted) 1 test' });
    await userEvent.click(deleted);
    expect(screen.getByText('Deleted', { selector: '.tm-badge' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restore folder' }));

    expect(await screen.findByText('Folder “Checkout” restored.')).toBeInTheDocument();
    expect(state.folders[0]?.deleted_at).toBeNull();
    await waitFor(() => expect(folderButton(/^Checkout 1 test$/)).toBeInTheDocument());
    expect(screen.getByText('No deleted folders.')).toBeInTheDocument();
  });

  it('moves a test to a folder', async () => {
    const { state } = await renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Move Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move “Login”' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Folder' }), 'Checkout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move test' }));

    expect(await screen.findByText('Moved “Login” to Checkout.')).toBeInTheDocument();
    expect(state.tests.find((candidate) => candidate.id === 't-login')?.configuration.folder_id).toBe('f-checkout');
    await waitFor(() => expect(folderButton(/^Checkout 2 tests$/)).toBeInTheDocument());
  });

  it('deletes a test only after confirming in an accessible dialog', async () => {
    const { state } = await renderList();
    const deleteButton = screen.getByRole('button', { name: 'Delete Search products' });
    await userEvent.click(deleteButton);
    let dialog = await screen.findByRole('dialog', { name: 'Delete “Search products”?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');

    // Focus stays inside: Tab from the last button wraps to the first, and Escape closes.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Delete test' })).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteButton).toHaveFocus();
    expect(state.tests).toHaveLength(3);

    await userEvent.click(deleteButton);
    dialog = await screen.findByRole('dialog', { name: 'Delete “Search products”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete test' }));
    expect(await screen.findByText('“Search products” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(testNames()).toEqual(['Add to cart', 'Login']));
    expect(state.tests.map((candidate) => candidate.id)).toEqual(['t-login', 't-cart']);
  });

  it('runs a test from the list, and explains a refusal for lack of credits', async () => {
    const refused = new ApiError('Not enough credits: a run costs 1 credit.', { kind: 'http', status: 402, errorCode: 'insufficient_credits' });
    const fake = createFakeTestsApi({ tests: [login], folders: [], runs: [] }, { runTest: async () => Promise.reject(refused) });
    const { navigate } = await renderTestsView('test-list', { api: fake.api });
    await userEvent.click(await screen.findByRole('button', { name: 'Run Login' }));
    expect(await screen.findByText(/Not enough credits to run “Login”\. Buy credits or redeem a promo code/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Billing' }));
    expect(navigate).toHaveBeenCalledWith('/app/billing', { replace: undefined });
  });

  it('opens on the folder named in the URL, and offers to create the first test when there is none', async () => {
    const fake = createFakeTestsApi({ tests: [login, cart], folders: [checkout], runs: [] });
    await renderTestsView('test-list', { api: fake.api, search: '?folder=f-checkout' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Checkout' })).toBeInTheDocument();
    await waitFor(() => expect(testNames()).toEqual(['Add to cart']));
    await cleanupTestsViews();

    const empty = createFakeTestsApi();
    await renderTestsView('test-list', { api: empty.api });
    expect(await screen.findByRole('heading', { name: 'No tests yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a test' })).toHaveAttribute('href', '/app/test/new');
  });
});
