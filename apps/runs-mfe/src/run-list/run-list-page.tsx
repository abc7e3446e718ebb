import { InternalLink, type RemoteProps } from '@verity/mfe';

export function RunListPage({ search }: RemoteProps) {
  const testId = new URLSearchParams(search).get('test_id');
  return (
    <section className="page">
      <h1>Runs</h1>
      {testId ? (
        <>
          <p>
            Runs of test <code>{testId}</code>, newest first, with their status and verdict.
          </p>
          <InternalLink to="/app/runs">Show all runs</InternalLink>
        </>
      ) : (
        <p>All your runs, newest first, with their status and verdict.</p>
      )}
    </section>
  );
}
