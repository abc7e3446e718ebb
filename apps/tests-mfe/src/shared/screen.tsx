import { type ReactNode } from 'react';
import { useRemoteProps } from '@verity/mfe';
import { usePageMeta } from '@verity/ui';
import { useTestsStyles } from './tests-styles';

export type ScreenProps = {
  /** The page title ('Tests' → 'Tests · Verity'). */
  title: string;
  description: string;
  children: ReactNode;
};

/** Every screen of this remote: its page title and description, and the remote's styles. */
export function Screen({ title, description, children }: ScreenProps) {
  const { config } = useRemoteProps();
  useTestsStyles();
  usePageMeta({ title, description, socialHandle: config.socialHandle });
  return <div className="tm">{children}</div>;
}
