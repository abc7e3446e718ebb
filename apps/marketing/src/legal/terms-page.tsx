import { InternalLink, type RemoteProps } from '@verity/mfe';

export function TermsPage(_props: RemoteProps) {
  return (
    <section className="page">
      <h1>Terms</h1>
      <p>The terms of service that apply to using Verity will be published here.</p>
      <InternalLink to="/privacy">Privacy policy</InternalLink>
    </section>
  );
}
