/**
 * A test as a user writes it: the trial sign-up flow from the blog's "Write your first plain-English test",
 * in the step language documented for users (one instruction per line, quoted text names what a person sees).
 */
export const SAMPLE_TEST = {
  name: 'Pricing: start a free trial',
  baseUrl: 'https://staging.example.com',
  steps: [
    'Go to /pricing',
    'Click "Start free trial"',
    'Type "ada@example.com" into "Email"',
    'Type "correct horse battery staple" into "Password"',
    'Click "Create account"',
    'Check that the page shows "Welcome, Ada"',
  ],
} as const;

export function SampleTest() {
  return (
    <figure className="mk-code-card" aria-labelledby="mk-sample-test-name">
      <figcaption>
        <span id="mk-sample-test-name">Test: {SAMPLE_TEST.name}</span>
        <span>{SAMPLE_TEST.baseUrl}</span>
      </figcaption>
      <ol aria-label="Steps">
        {SAMPLE_TEST.steps.map((step) => (
          <li key={step}>
            <code>{step}</code>
          </li>
        ))}
      </ol>
    </figure>
  );
}
