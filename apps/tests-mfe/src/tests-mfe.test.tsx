import { screen } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import * as lifecycles from './remote-entry';

afterEach(cleanupRemoteViews);

describe('tests remote', () => {
  it.each([
    ['cases', 'Cases'],
    ['test-list', 'Tests'],
    ['test-new', 'Create a test'],
    ['test-new-simple', 'Create a test from a description'],
  ] as const)('renders the %s screen', async (view, heading) => {
    await renderRemoteView(lifecycles, { remote: 'tests_mfe', view });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('links a test to its edit screen and its runs through the shell router', async () => {
    const { navigate } = await renderRemoteView(lifecycles, {
      remote: 'tests_mfe',
      view: 'test-view',
      params: { testId: 't 42' },
    });
    expect(screen.getByText('t 42')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Runs of this test' }));
    expect(navigate).toHaveBeenLastCalledWith('/app/runs?test_id=t%2042', { replace: undefined });
    await userEvent.click(screen.getByRole('link', { name: 'Edit' }));
    expect(navigate).toHaveBeenLastCalledWith('/app/test/t%2042/edit', { replace: undefined });
  });
});
