import { InternalLink, type RemoteProps } from '@verity/mfe';

export function TestViewPage({ params }: RemoteProps) {
  const testId = encodeURIComponent(params.testId ?? '');
  return (
    <section className="page">
      <h1>Test</h1>
      <p>
        Test <code>{params.testId}</code>: its steps, its settings and its recent runs.
      </p>
      <p className="actions">
        <InternalLink to={`/app/test/${testId}/edit`}>Edit</InternalLink>
        <InternalLink to={`/app/runs?test_id=${testId}`}>Runs of this test</InternalLink>
      </p>
    </section>
  );
}
