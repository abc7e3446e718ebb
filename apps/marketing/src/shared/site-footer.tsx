import { InternalLink } from '@verity/mfe';

/** The public pages' footer: where the legal pages and the feed are found. */
export function SiteFooter() {
  return (
    <footer className="mk-footer">
      <nav aria-label="Site">
        <ul>
          <li>
            <InternalLink to="/blog/">Blog</InternalLink>
          </li>
          <li>
            <a href="/rss.xml">RSS</a>
          </li>
          <li>
            <InternalLink to="/terms">Terms</InternalLink>
          </li>
          <li>
            <InternalLink to="/privacy">Privacy</InternalLink>
          </li>
          <li>
            <InternalLink to="/signup">Sign up</InternalLink>
          </li>
        </ul>
      </nav>
      <p>Verity: website tests in plain English, run in a real browser.</p>
    </footer>
  );
}
