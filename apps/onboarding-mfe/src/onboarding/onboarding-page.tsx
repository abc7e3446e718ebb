import { InternalLink, type RemoteProps } from '@verity/mfe';

export function OnboardingPage(_props: RemoteProps) {
  return (
    <section className="page">
      <h1>Welcome to Verity</h1>
      <p>
        A few questions before you start: your role, the size of your team, how you heard of Verity and what you
        expect from it.
      </p>
      <InternalLink to="/app/cases">Skip for now</InternalLink>
    </section>
  );
}
