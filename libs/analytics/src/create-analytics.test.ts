import { type AnalyticsAdapter } from './analytics';
import { createAnalytics } from './create-analytics';
import { createMemoryAdapter } from './testing';

function failingAdapter(failure: 'throws' | 'rejects'): AnalyticsAdapter {
  const fail = () => {
    if (failure === 'throws') throw new Error('blocked by an ad blocker');
    return Promise.reject(new Error('blocked by an ad blocker'));
  };
  return { name: 'flaky', track: fail, identify: fail, page: fail };
}

describe('createAnalytics', () => {
  it('sends every call to each adapter', () => {
    const first = createMemoryAdapter();
    const second = createMemoryAdapter();
    const analytics = createAnalytics([first, second]);

    analytics.track('Onboarding Skipped');
    analytics.identify('user-1', { role: 'QA' });
    analytics.page('Onboarding', { step: 2 });

    const expected = [
      { method: 'track', event: 'Onboarding Skipped', properties: {} },
      { method: 'identify', userId: 'user-1', traits: { role: 'QA' } },
      { method: 'page', name: 'Onboarding', properties: { step: 2 } },
    ];
    expect(first.calls).toEqual(expected);
    expect(second.calls).toEqual(expected);
  });

  it.each(['throws', 'rejects'] as const)('keeps going when an adapter %s, and reports it', async (failure) => {
    const flaky = failingAdapter(failure);
    const memory = createMemoryAdapter();
    const onAdapterError = jest.fn();
    const analytics = createAnalytics([flaky, memory], { onAdapterError });

    expect(() => analytics.track('Onboarding Skipped')).not.toThrow();
    await Promise.resolve();

    expect(memory.calls).toHaveLength(1);
    expect(onAdapterError).toHaveBeenCalledWith(new Error('blocked by an ad blocker'), flaky, 'track');
  });

  it('reports a failing adapter on the console by default', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    createAnalytics([failingAdapter('throws')]).identify('user-1');
    expect(error).toHaveBeenCalledWith('Analytics adapter "flaky" failed in identify:', new Error('blocked by an ad blocker'));
    error.mockRestore();
  });
});
