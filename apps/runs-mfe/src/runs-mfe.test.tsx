import { screen } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import * as lifecycles from './remote-entry';

afterEach(cleanupRemoteViews);

describe('runs remote', () => {
  it('lists all runs when no test is selected', async () => {
    await renderRemoteView(lifecycles, { remote: 'runs_mfe', view: 'run-list', search: '' });
    expect(screen.getByRole('heading', { level: 1, name: 'Runs' })).toBeInTheDocument();
    expect(screen.getByText(/All your runs/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show all runs' })).not.toBeInTheDocument();
  });

  it('filters by the test_id search param', async () => {
    const { navigate } = await renderRemoteView(lifecycles, { remote: 'runs_mfe', view: 'run-list', search: '?test_id=t-7' });
    expect(screen.getByText('t-7')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show all runs' }));
    expect(navigate).toHaveBeenCalledWith('/app/runs', { replace: undefined });
  });

  it('shows the run named by the route and links to its review', async () => {
    await renderRemoteView(lifecycles, { remote: 'runs_mfe', view: 'run-detail', params: { runId: 'run-123' } });
    expect(screen.getByText('run-123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review this run' })).toHaveAttribute('href', '/app/editor/review/run-123');
  });

  it('reviews the run named by the route', async () => {
    await renderRemoteView(lifecycles, { remote: 'runs_mfe', view: 'run-review', params: { runId: 'run-9' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Run review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the run' })).toHaveAttribute('href', '/app/editor/run/run-9');
  });
});
