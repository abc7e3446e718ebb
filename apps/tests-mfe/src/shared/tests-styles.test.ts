import { remoteStylesheetProblems } from '@verity/ui';
import { TESTS_CSS } from './tests-styles';

it("scopes the tests remote's rules under its root and leaves the shared look to the kit", () => {
  expect(remoteStylesheetProblems(TESTS_CSS, 'tm')).toEqual({ unscoped: [], restyledKitClasses: [] });
});
