import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import { type RemoteProps } from './remote-contract';

export const RemotePropsContext = createContext<RemoteProps | null>(null);

/** The props the shell passed to the mounted remote, for components deep inside a screen. */
export function useRemoteProps(): RemoteProps {
  const props = useContext(RemotePropsContext);
  if (!props) throw new Error('useRemoteProps() is only available inside a view rendered by defineRemote().');
  return props;
}

type InternalLinkProps = {
  to: string;
  children: ReactNode;
  replace?: boolean;
  className?: string;
};

/**
 * A link to another route of the app. It keeps a real href (open in a new tab works) but a plain click
 * goes through the shell's router, so moving between remotes never reloads the page.
 */
export function InternalLink({ to, children, replace, className }: InternalLinkProps) {
  const { navigate } = useRemoteProps();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const isModified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || isModified) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return (
    <a href={to} onClick={handleClick} className={className}>
      {children}
    </a>
  );
}
