import { parseSteps } from '@verity/steps';
import { EXAMPLE_STEPS } from '../shared/example-steps';
import { STEPS_HELP } from './steps-help';

describe('the steps this remote teaches', () => {
  it.each([
    ['the help panel', STEPS_HELP.flatMap((group) => [...group.examples])],
    ['the first-test guide', [...EXAMPLE_STEPS]],
    ['the steps field hint', ['Go to /login', 'Click the "Sign in" button', 'Check that the page shows "Welcome"']],
  ])('are all read by the step language: %s', (_where, examples) => {
    expect(parseSteps(examples)).toMatchObject({ ok: true });
  });
});
