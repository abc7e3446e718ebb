import { InternalLink, type RemoteProps } from '@verity/mfe';

export function TestListPage(_props: RemoteProps) {
  return (
    <section className="page">
      <h1>Tests</h1>
      <p>Your tests, organised in folders, with their latest run. Create one from steps or from a goal.</p>
      <p className="actions">
        <InternalLink to="/app/test/new" className="button">
          Create a test
        </InternalLink>
        <InternalLink to="/app/test/new-simple">Create from a description</InternalLink>
      </p>
    </section>
  );
}
