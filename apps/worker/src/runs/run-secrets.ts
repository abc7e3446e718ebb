import { type SecretBox } from '@verity/models';

/** The run's secret variables in plain text, for the engine alone; throws with a sentence for the run when they cannot be opened. */
export function openRunSecrets(sealed: Record<string, string>, box: SecretBox | null): Record<string, string> {
  const names = Object.keys(sealed);
  if (names.length === 0) return {};
  if (!box) throw new Error('The worker has no VERITY_SECRET_KEY: ask the operator to give it the same key as the API.');
  return Object.fromEntries(names.map((name) => [name, box.open(sealed[name]!)]));
}
