import { SECRET_MASK, type TestConfiguration } from '@verity/contracts';
import { type SecretBox } from '@verity/models';
import { ApiError } from '../errors';
import { type SealedSecrets } from '../repositories/tests';


const noKey = () =>
  new ApiError(
    503,
    'secret_key_missing',
    'Secret variables cannot be saved here: the server has no VERITY_SECRET_KEY to keep them encrypted. Ask the operator to set it.',
  );

/** A name is a plain variable or a secret one, never both: a step's {{name}} must mean one value. */
export function checkVariableNames(configuration: Pick<TestConfiguration, 'variables' | 'secret_variables'>): void {
  const plain = new Set(Object.keys(configuration.variables ?? {}).map((name) => name.toLowerCase()));
  const both = Object.keys(configuration.secret_variables ?? {}).find((name) => plain.has(name.toLowerCase()));
  if (both) throw new ApiError(400, 'validation_failed', `“${both}” is both a variable and a secret variable: keep one of them.`);
}

/**
 * The secret variables to store once a request's set is applied: a new value is sealed, SECRET_MASK keeps the
 * value saved under that name, and a saved name the set leaves out is gone.
 */
export function sealSecrets(given: Record<string, string>, saved: SealedSecrets, box: SecretBox | null): SealedSecrets {
  const sealed: SealedSecrets = {};
  for (const [name, value] of Object.entries(given)) {
    if (value === SECRET_MASK) {
      const kept = saved[name];
      if (kept === undefined) throw new ApiError(400, 'validation_failed', `Type the value of the secret variable “${name}”: it has none saved yet.`);
      sealed[name] = kept;
    } else {
      if (!box) throw noKey();
      sealed[name] = box.seal(value);
    }
  }
  return sealed;
}
