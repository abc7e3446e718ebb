import { InternalLink, type RemoteProps } from '@verity/mfe';

export function LandingPage(_props: RemoteProps) {
  return (
    <section className="page hero">
      <h1>Verity</h1>
      <p className="lead">
        Test your website in plain English. Write the steps as you would tell a colleague, run them in a real
        browser, and read every step with its screenshot, its timing and the verdict.
      </p>
      <p className="actions">
        <InternalLink to="/signup" className="button">
          Get started
        </InternalLink>
        <InternalLink to="/blog/">Read the blog</InternalLink>
      </p>
    </section>
  );
}
