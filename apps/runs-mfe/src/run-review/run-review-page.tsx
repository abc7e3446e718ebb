import { InternalLink, type RemoteProps } from '@verity/mfe';

export function RunReviewPage({ params }: RemoteProps) {
  const runId = params.runId ?? '';
  return (
    <section className="page">
      <h1>Run review</h1>
      <p>
        The review of run <code>{runId}</code>: what happened, why it passed or failed, and what to look at.
      </p>
      <InternalLink to={`/app/editor/run/${encodeURIComponent(runId)}`}>Back to the run</InternalLink>
    </section>
  );
}
