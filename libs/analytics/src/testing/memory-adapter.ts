import { type AnalyticsAdapter, type AnalyticsProperties } from '../analytics';

export type RecordedAnalyticsCall =
  | { method: 'track'; event: string; properties: AnalyticsProperties }
  | { method: 'identify'; userId: string; traits: AnalyticsProperties }
  | { method: 'page'; name: string; properties: AnalyticsProperties };

/** Records every call, so a screen test can assert what was tracked. */
export function createMemoryAdapter(): AnalyticsAdapter & { calls: RecordedAnalyticsCall[] } {
  const calls: RecordedAnalyticsCall[] = [];
  return {
    name: 'memory',
    calls,
    track: (event, properties) => void calls.push({ method: 'track', event, properties }),
    identify: (userId, traits) => void calls.push({ method: 'identify', userId, traits }),
    page: (name, properties) => void calls.push({ method: 'page', name, properties }),
  };
}
