import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundariesPlugin from './tools/lint/boundaries-plugin.mjs';
import { depConstraints } from './tools/lint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'reports/**', '.nx/**', '.verity/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { verity: boundariesPlugin },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'verity/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // The shell imports the auth client's session refresher statically and its supabase-js client lazily
          // (a separate entry, @verity/auth-client/browser-client): only the latter is left out of the first page.
          checkDynamicDependenciesExceptions: ['@verity/auth-client'],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/{shell,marketing,tests-mfe,runs-mfe,billing-mfe,onboarding-mfe,settings-mfe}/**/*.{ts,tsx}', 'libs/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The shell owns routing; react-router is bundled in the shell alone, tree-shaken, not shared. A copy in a
    // remote or a library would have no router around it.
    files: ['apps/{marketing,tests-mfe,runs-mfe,billing-mfe,onboarding-mfe,settings-mfe}/**/*.{ts,tsx}', 'libs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', message: 'The shell owns routing: a remote navigates with its `navigate` prop and links with InternalLink from @verity/mfe.' }] },
      ],
    },
  },
  {
    // Links and redirects to the app's screens come from the route map (ROUTES, routeTo in @verity/mfe), so a
    // renamed route cannot leave a link behind. Tests keep literal URLs: they check what the user sees.
    files: ['apps/{shell,marketing,tests-mfe,runs-mfe,billing-mfe,onboarding-mfe,settings-mfe}/src/**/*.{ts,tsx}', 'libs/{mfe,ui}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'libs/mfe/src/app-routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/app(\\/|$)/]',
          message: 'Link to an app screen with ROUTES / routeTo from @verity/mfe.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/app\\//]',
          message: 'Link to an app screen with ROUTES / routeTo from @verity/mfe.',
        },
      ],
    },
  },
  {
    // The fixture apps' scripts run in the page, as plain browser scripts sharing globals across files.
    files: ['libs/engine/src/fixtures/apps/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
    rules: { 'no-unused-vars': 'off', '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Build and test configs run in Node, outside every bundle: they may use the shared jest preset and the
    // rspack config factory without making the app depend on tooling at run time.
    files: ['**/jest.config.cjs', 'apps/*/rspack.config.mjs'],
    rules: {
      'verity/enforce-module-boundaries': [
        'error',
        { enforceBuildableLibDependency: false, allow: ['../../jest.preset.cjs', '@verity/rspack'], depConstraints },
      ],
    },
  },
);
