import { type MouseEvent, type ReactNode } from 'react';
import { type Navigate } from '@verity/mfe';

type NavigateLinkProps = {
  to: string;
  navigate: Navigate;
  children: ReactNode;
  className?: string;
};

/**
 * A link that moves through the given navigate function: a guarded one (unsaved changes), or the remote's
 * own from inside a toast, which the shell renders outside this remote's React root (no props context).
 */
export function NavigateLink({ to, navigate, children, className }: NavigateLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const isModified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || isModified) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={handleClick} className={className}>
      {children}
    </a>
  );
}
