import { type ReactNode } from 'react';
import { useRemoteProps } from '@verity/mfe';
import { usePageMeta } from '@verity/ui';
import { useRunsStyles } from './runs-styles';

export type ScreenProps = {
  /** The page title ('Runs' → 'Runs · Verity'). */
  title: string;
  description: string;
  children: ReactNode;
};

/** Every screen of this remote: its page title and description, and the remote's styles. */
export function Screen({ title, description, children }: ScreenProps) {
  const { config } = useRemoteProps();
  useRunsStyles();
  usePageMeta({ title, description, socialHandle: config.socialHandle });
  return <div className="rm">{children}</div>;
}
