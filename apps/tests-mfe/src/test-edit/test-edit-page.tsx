import { InternalLink, type RemoteProps } from '@verity/mfe';

export function TestEditPage({ params }: RemoteProps) {
  const testId = params.testId ?? '';
  return (
    <section className="page">
      <h1>Edit test</h1>
      <p>
        Change the name, base URL and steps of test <code>{testId}</code>.
      </p>
      <InternalLink to={`/app/editor/test/${encodeURIComponent(testId)}`}>Back to the test</InternalLink>
    </section>
  );
}
