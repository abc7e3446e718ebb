import { remoteStylesheetProblems } from '@verity/ui';
import { RUNS_CSS } from './runs-styles';

it("scopes the runs remote's rules under its root and leaves the shared look to the kit", () => {
  expect(remoteStylesheetProblems(RUNS_CSS, 'rm')).toEqual({ unscoped: [], restyledKitClasses: [] });
});
