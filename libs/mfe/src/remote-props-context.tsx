import { createContext, type ReactNode, useContext } from 'react';
import { NavigateLink } from './navigate-link';
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

/** A link to another route of the app, through the shell's router (see NavigateLink). */
export function InternalLink(props: InternalLinkProps) {
  const { navigate } = useRemoteProps();
  return <NavigateLink {...props} navigate={navigate} />;
}
