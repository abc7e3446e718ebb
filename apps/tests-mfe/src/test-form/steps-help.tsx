/**
 * "How to write steps": the step language in brief, from docs/steps.md. Every example is checked against the
 * parser by steps-help.test.ts, so the help never teaches a step Verity would refuse.
 */
export const STEPS_HELP = [
  {
    title: 'Go somewhere',
    examples: ['Go to /login', 'Open the home page', 'Go back'],
    note: 'A path starting with / is on the base URL’s site.',
  },
  {
    title: 'Click',
    examples: ['Click "Sign in"', 'Click the "Delete" button in the "Jane Doe" row', 'Click the 2nd "Add to cart" button'],
    note: 'Quote the words on the screen; add a role word (button, link, checkbox…) or a region when a name repeats.',
  },
  {
    title: 'Type and choose',
    examples: ['Type "ada@example.com" into "Email"', 'Select "France" from "Country"', 'Check "Remember me"', 'Press Enter'],
  },
  {
    title: 'Wait',
    examples: ['Wait for "Loading" to disappear', 'Wait 2 seconds'],
    note: 'Every step already waits for its element: wait only for what Verity cannot see coming.',
  },
  {
    title: 'Variables',
    examples: ['Set {{email}} to a unique email', 'Type "{{email}}" into "Email"', 'Store the text of "Order number" as {{order}}'],
    note: 'Tick “Secret” on a variable for passwords and keys: stored encrypted, masked in runs, screenshots and traces.',
  },
  {
    title: 'Check the outcome',
    examples: ['Check that the page shows "Welcome back"', 'Check that the URL contains "/dashboard"', 'Check that the "Pay now" button is disabled'],
    note: 'End every test with a check: a test that only clicks passes even when the click did nothing.',
  },
  {
    title: 'Accessibility',
    examples: ['Check that the page has no serious accessibility violations', 'Check that the page has no accessibility violations (WCAG 2.2 AA)'],
    note: 'axe-core’s rules for the WCAG level (2.1 AA unless said), on the page as it is; the step lists what fails and where.',
  },
  {
    title: 'Looks the same',
    examples: ['Check that the page matches the baseline', 'Check that "Pricing" matches the baseline, ignoring "Last updated"'],
    note: 'The first passing run keeps the picture as the baseline; later runs fail when pixels changed, and the review shows where.',
  },
] as const;

/** The step language at hand while writing: collapsed until asked for, keyboard-operable (<details>). */
export function StepsHelp() {
  return (
    <details className="tm-help">
      <summary>How to write steps</summary>
      <div className="tm-help-body">
        <p>
          One step per line. Put the words you see on the page in quotes. Numbering, bullets and a final full stop are
          ignored; lines starting with <code>#</code> or <code>//</code> are notes.
        </p>
        {STEPS_HELP.map((group) => (
          <div key={group.title}>
            <h3>{group.title}</h3>
            <ul>
              {group.examples.map((example) => (
                <li key={example}>
                  <code>{example}</code>
                </li>
              ))}
            </ul>
            {'note' in group && <p className="ui-hint">{group.note}</p>}
          </div>
        ))}
      </div>
    </details>
  );
}
