import { InternalLink, type RemoteProps } from '@verity/mfe';

export function CasesPage(_props: RemoteProps) {
  return (
    <section className="page">
      <h1>Cases</h1>
      <p>Your test cases at a glance: what you test, what passed and what needs attention.</p>
      <InternalLink to="/app/tests">All tests</InternalLink>
    </section>
  );
}
