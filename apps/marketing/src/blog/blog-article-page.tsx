import { InternalLink, type RemoteProps } from '@verity/mfe';

export function BlogArticlePage({ params }: RemoteProps) {
  return (
    <article className="page">
      <h1>Blog article</h1>
      <p>
        The article <code>{params.slug}</code> will be shown here: its title, excerpt, cover image and body.
      </p>
      <InternalLink to="/blog/">All articles</InternalLink>
    </article>
  );
}
