import { screen } from '@testing-library/react/pure';
import userEvent from '@testing-library/user-event';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import * as lifecycles from './remote-entry';

afterEach(cleanupRemoteViews);

describe('onboarding remote', () => {
  it('welcomes the user and lets them skip to their cases', async () => {
    const { navigate } = await renderRemoteView(lifecycles, { remote: 'onboarding_mfe', view: 'onboarding' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Verity' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Skip for now' }));
    expect(navigate).toHaveBeenCalledWith('/app/cases', { replace: undefined });
  });
});
