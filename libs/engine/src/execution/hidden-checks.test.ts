import { describeGrammar } from './testing/grammar-cases';

// A hidden check is about the element it names: a heading that shares its words ("Create your account") is
// another element, and must neither keep the check failing once the button is gone nor let it pass while the
// button stays.
const SIGN_UP = [
  'Type "Ada Lovelace" into "Full name"',
  'Type "ada@example.com" into "Work email"',
  'Type "orbit2024!" into "Password"',
  'Select "France" from "Country"',
  'Check "I agree to the Terms of Service"',
  'Click the "Create account" button',
];

describeGrammar(
  'hidden checks',
  [
    {
      form: 'the button is hidden, with a heading sharing its words on the page',
      pass: ['Go to /register/index.html', ...SIGN_UP, 'Check that the page shows "Welcome aboard!"', 'Check that the "Create account" button is hidden'],
      fail: {
        steps: ['Go to /broken/register/index.html', ...SIGN_UP, 'Check that the "Create account" button is hidden'],
        at: 7,
        reason: /^The button named 'Create account' is still visible after/,
      },
    },
    {
      form: 'an element named without its kind is hidden',
      pass: ['Go to /register/index.html', ...SIGN_UP, 'Check that "Create account" is not visible'],
      fail: {
        steps: ['Go to /broken/register/index.html', ...SIGN_UP, 'Check that "Create account" is not visible'],
        at: 7,
        reason: /is still visible after/,
      },
    },
  ],
  { site: 'apps' },
);
