import { InternalLink, type RemoteProps } from '@verity/mfe';

export function BlogIndexPage(_props: RemoteProps) {
  return (
    <section className="page">
      <h1>Blog</h1>
      <p>Articles about testing websites with plain-English steps: featured articles first, then the most recent.</p>
      <InternalLink to="/">Back to the home page</InternalLink>
    </section>
  );
}
