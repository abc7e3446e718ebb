import { InternalLink, type RemoteProps } from '@verity/mfe';

export function TestCreateSimplePage(_props: RemoteProps) {
  return (
    <section className="page">
      <h1>Create a test from a description</h1>
      <p>Describe the goal of the test and the steps will be drafted for you to review.</p>
      <InternalLink to="/app/test/new">Write the steps yourself</InternalLink>
    </section>
  );
}
