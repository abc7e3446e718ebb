import { remoteStylesheetProblems } from '@verity/ui';
import { ONBOARDING_CSS } from './onboarding-styles';

it("scopes the onboarding remote's rules under its root and leaves the shared look to the kit", () => {
  expect(remoteStylesheetProblems(ONBOARDING_CSS, 'onboarding')).toEqual({ unscoped: [], restyledKitClasses: [] });
});
