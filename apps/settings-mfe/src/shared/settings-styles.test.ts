import { remoteStylesheetProblems } from '@verity/ui';
import { SETTINGS_CSS } from './settings-styles';

it("scopes the settings remote's rules under its root and leaves the shared look to the kit", () => {
  expect(remoteStylesheetProblems(SETTINGS_CSS, 'settings')).toEqual({ unscoped: [], restyledKitClasses: [] });
});
