import { remoteStylesheetProblems } from '@verity/ui';
import { BILLING_CSS } from './billing-styles';

it("scopes the billing remote's rules under its root and leaves the shared look to the kit", () => {
  expect(remoteStylesheetProblems(BILLING_CSS, 'billing')).toEqual({ unscoped: [], restyledKitClasses: [] });
});
