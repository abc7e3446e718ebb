import { type ReactNode } from 'react';
import { InternalLink } from '@verity/mfe';

/** Above a filtered list: what it shows, and a link back to the whole list. */
export function FilterNotice({ children, clearTo }: { children: ReactNode; clearTo: string }) {
  return (
    <div className="rm-filter">
      <p>{children}</p>
      <InternalLink to={clearTo}>Clear filter</InternalLink>
    </div>
  );
}
