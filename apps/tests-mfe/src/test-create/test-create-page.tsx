import { InternalLink, type RemoteProps } from '@verity/mfe';

export function TestCreatePage(_props: RemoteProps) {
  return (
    <section className="page">
      <h1>Create a test</h1>
      <p>Give the test a name, the base URL of the site and its steps in plain English, one per line.</p>
      <InternalLink to="/app/tests">Back to tests</InternalLink>
    </section>
  );
}
