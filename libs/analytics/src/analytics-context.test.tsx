import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnalyticsProvider, useAnalytics } from './analytics-context';
import { createAnalytics } from './create-analytics';
import { createMemoryAdapter } from './testing';

function SkipButton() {
  const analytics = useAnalytics();
  return (
    <button type="button" onClick={() => analytics.track('Onboarding Skipped')}>
      Skip
    </button>
  );
}

describe('useAnalytics', () => {
  it("reaches the provider's analytics", async () => {
    const memory = createMemoryAdapter();
    render(
      <AnalyticsProvider analytics={createAnalytics([memory])}>
        <SkipButton />
      </AnalyticsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(memory.calls).toEqual([{ method: 'track', event: 'Onboarding Skipped', properties: {} }]);
  });

  it('goes nowhere, without failing, when no provider is mounted', async () => {
    render(<SkipButton />);
    await expect(userEvent.click(screen.getByRole('button', { name: 'Skip' }))).resolves.toBeUndefined();
  });
});
