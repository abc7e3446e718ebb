import { type ReactNode } from 'react';

/** A link that opens in a new tab, and says so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {children}
      <span className="ui-sr-only"> (opens in a new tab)</span>
    </a>
  );
}
