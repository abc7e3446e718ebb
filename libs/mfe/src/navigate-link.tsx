import { type MouseEvent, type ReactNode } from 'react';
import { type Navigate } from './remote-contract';

export type NavigateLinkProps = {
  to: string;
  navigate: Navigate;
  children: ReactNode;
  replace?: boolean;
  className?: string;
  /** The link's accessible name, when its text alone would be ambiguous (a test name on a list of its runs). */
  label?: string;
};

/**
 * A link with a real href (open in a new tab works) whose plain click goes through `navigate`, so moving
 * between screens never reloads the page. Given the navigate function itself, it also works where the
 * remote's props context is not: inside a toast (rendered by the shell's root) or with a guarded navigate.
 */
export function NavigateLink({ to, navigate, children, replace, className, label }: NavigateLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const isModified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || isModified) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return (
    <a href={to} onClick={handleClick} className={className} aria-label={label}>
      {children}
    </a>
  );
}
