import { createAppAnalytics } from './create-app-analytics';
import { createMemoryAdapter } from './testing';

describe('createAppAnalytics', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => info.mockRestore());

  it('prints every call on the console in debug mode', () => {
    const analytics = createAppAnalytics({ debug: true });
    analytics.track('Onboarding Screen Viewed', { screen_name: 'role' });
    analytics.identify('user-1', { onboarding_completed: true });
    analytics.page('Tests');
    expect(info.mock.calls).toEqual([
      ['[analytics] track', 'Onboarding Screen Viewed', { screen_name: 'role' }],
      ['[analytics] identify', 'user-1', { onboarding_completed: true }],
      ['[analytics] page', 'Tests', {}],
    ]);
  });

  it('prints nothing outside debug mode, and still feeds the added adapters', () => {
    const service = createMemoryAdapter();
    createAppAnalytics({ debug: false }, [service]).track('Onboarding Skipped');
    expect(info).not.toHaveBeenCalled();
    expect(service.calls).toEqual([{ method: 'track', event: 'Onboarding Skipped', properties: {} }]);
  });
});
