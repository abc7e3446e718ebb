import { InternalLink, type RemoteProps } from '@verity/mfe';

export function RunDetailPage({ params }: RemoteProps) {
  const runId = params.runId ?? '';
  return (
    <section className="page">
      <h1>Run</h1>
      <p>
        Run <code>{runId}</code>: every step with its status, screenshot and timing, live while it runs, then the
        verdict.
      </p>
      <InternalLink to={`/app/editor/review/${encodeURIComponent(runId)}`}>Review this run</InternalLink>
    </section>
  );
}
