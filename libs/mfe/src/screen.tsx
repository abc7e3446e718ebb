import { type ReactNode } from 'react';
import { usePageMeta, useStyleSheet, useUiStyles } from '@verity/ui';
import { useRemoteProps } from './remote-props-context';

/** A remote's own CSS: what its screens alone show, scoped under its root class. */
export type RemoteStylesheet = { attribute: string; css: string };

export type ScreenProps = {
  /** The page title ('Tests' → 'Tests · Verity'). */
  title: string;
  description: string;
  /** The share image (an article's cover); none by default. */
  image?: string | null;
  children: ReactNode;
};

/**
 * A remote's screen: its page title and description, @verity/ui's styles (the kit), then the remote's own
 * (inserted after, so a remote's rule wins over the kit's where both apply), under the remote's root class.
 */
export function RemoteScreen({ title, description, image, children, rootClass, stylesheet }: ScreenProps & { rootClass: string; stylesheet: RemoteStylesheet }) {
  const { config } = useRemoteProps();
  useUiStyles();
  useStyleSheet(stylesheet.attribute, stylesheet.css);
  usePageMeta({ title, description, image, socialHandle: config.socialHandle });
  return <div className={`ui-kit ${rootClass}`}>{children}</div>;
}
