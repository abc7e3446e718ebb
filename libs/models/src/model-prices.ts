import { type ModelUsage } from './model-client';

/**
 * Public list prices in US dollars per million tokens (input, output), for an estimate of what a run cost. A model
 * matches the longest name it starts with ("gpt-4o-mini-2024-07-18" is gpt-4o-mini). Others (local models,
 * gateways' own names) have no estimate.
 */
const PRICES: Array<[prefix: string, input: number, output: number]> = [
  ['gpt-4o-mini', 0.15, 0.6],
  ['gpt-4o', 2.5, 10],
  ['gpt-4.1-nano', 0.1, 0.4],
  ['gpt-4.1-mini', 0.4, 1.6],
  ['gpt-4.1', 2, 8],
  ['gpt-5-nano', 0.05, 0.4],
  ['gpt-5-mini', 0.25, 2],
  ['gpt-5', 1.25, 10],
  ['o4-mini', 1.1, 4.4],
  ['claude-haiku-4', 1, 5],
  ['claude-3-5-haiku', 0.8, 4],
  ['claude-sonnet-4', 3, 15],
  ['claude-3-7-sonnet', 3, 15],
  ['claude-opus-4', 15, 75],
];

export function estimateCostUsd(model: string, usage: ModelUsage): number | null {
  const name = model.toLowerCase().replace(/^(?:openai|anthropic)\//, '');
  const price = PRICES.filter(([prefix]) => name.startsWith(prefix)).sort((a, b) => b[0].length - a[0].length)[0];
  if (!price) return null;
  const cost = (usage.inputTokens * price[1] + usage.outputTokens * price[2]) / 1_000_000;
  return Math.round(cost * 1_000_000) / 1_000_000;
}
