import { InternalLink, type RemoteProps } from '@verity/mfe';

export function PrivacyPage(_props: RemoteProps) {
  return (
    <section className="page">
      <h1>Privacy</h1>
      <p>How Verity collects, uses and keeps your data will be described here.</p>
      <InternalLink to="/terms">Terms of service</InternalLink>
    </section>
  );
}
