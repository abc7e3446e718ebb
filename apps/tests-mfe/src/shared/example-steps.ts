/** Steps that show how a test reads: navigation, typing, a click and a check, one per line. */
export const EXAMPLE_STEPS = [
  'Go to /login',
  'Type "ada@example.com" into the "Email" field',
  'Type "{{password}}" into the "Password" field',
  'Click the "Sign in" button',
  'Expect the page to contain "Welcome back"',
] as const;
