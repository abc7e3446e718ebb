import { remoteStylesheetProblems } from '@verity/ui';
import { MARKETING_CSS } from './marketing-styles';

it("scopes the public site's rules under its root and leaves the shared look to the kit", () => {
  expect(remoteStylesheetProblems(MARKETING_CSS, 'mk')).toEqual({ unscoped: [], restyledKitClasses: [] });
});
