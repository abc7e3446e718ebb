import { type MouseEvent, type ReactNode } from 'react';
import { type Navigate } from '@verity/mfe';

type NavigateLinkProps = {
  to: string;
  navigate: Navigate;
  children: ReactNode;
  className?: string;
  /** The link's accessible name, when its text alone would be ambiguous (a test name on a list of its runs). */
  label?: string;
};

/**
 * A link that moves through the given navigate function: from inside a toast, which the shell renders outside
 * this remote's React root (where InternalLink has no props context), or where the link needs its own label.
 */
export function NavigateLink({ to, navigate, children, className, label }: NavigateLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const isModified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || isModified) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={handleClick} className={className} aria-label={label}>
      {children}
    </a>
  );
}
