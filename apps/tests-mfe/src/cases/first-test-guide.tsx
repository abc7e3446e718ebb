import { InternalLink, ROUTES } from '@verity/mfe';
import { EXAMPLE_STEPS } from '../shared/example-steps';
import { useDomId } from '@verity/ui';

/** The cases page before the first test: what a test is, an example, and where to write one. */
export function FirstTestGuide() {
  const headingId = useDomId();
  return (
    <section className="ui-empty" aria-labelledby={headingId}>
      <h2 id={headingId}>Create your first test</h2>
      <p className="ui-muted">
        A test is a name, the address of your site and what a visitor does there, written in plain English. Verity runs it in
        a real browser and shows you every step with a screenshot.
      </p>
      <ol className="tm-steps-how">
        <li>Name the test and give the base URL of your site, e.g. https://staging.example.com.</li>
        <li>Write the steps, one per line: where to go, what to type and click, and what should be on the page.</li>
        <li>Save it and press Run: each step turns green as it passes, or tells you why it failed.</li>
      </ol>
      <pre className="tm-example" aria-label="Example steps">
        <code>{EXAMPLE_STEPS.join('\n')}</code>
      </pre>
      <div className="tm-actions">
        <InternalLink to={ROUTES.newTest} className="ui-button">
          Create a test
        </InternalLink>
        <InternalLink to={ROUTES.newSimpleTest} className="ui-button ui-button-secondary">
          Describe a goal instead
        </InternalLink>
      </div>
    </section>
  );
}
