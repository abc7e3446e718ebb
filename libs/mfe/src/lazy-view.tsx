import { type ComponentType, useEffect, useState } from 'react';
import { type RemoteProps } from './remote-contract';

/**
 * A remote's screen whose code is downloaded when it is first shown, not with the remote: a first visit to one
 * screen does not pay for the others. A download that fails is thrown to the remote's error boundary, whose
 * "Try again" mounts the screen afresh and so downloads it again (React.lazy would keep the failure for good).
 */
export function lazyView(load: () => Promise<ComponentType<RemoteProps>>): ComponentType<RemoteProps> {
  let downloaded: ComponentType<RemoteProps> | undefined;
  function LazyView(props: RemoteProps) {
    const [View, setView] = useState(() => downloaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (View) return;
      let isCurrent = true;
      load().then(
        (screen) => {
          downloaded = screen;
          if (isCurrent) setView(() => screen);
        },
        (error: unknown) => isCurrent && setFailure({ error }),
      );
      return () => {
        isCurrent = false;
      };
    }, [View]);
    if (failure) throw failure.error;
    if (!View) {
      return (
        <p role="status" className="remote-loading">
          Loading…
        </p>
      );
    }
    return <View {...props} />;
  }
  return LazyView;
}
