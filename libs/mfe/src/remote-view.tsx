import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import { type RemoteName } from '@verity/config';
import {
  isRemoteLifecycles,
  type Navigate,
  REMOTE_LABELS,
  type RemoteProps,
  type RemoteViewName,
} from './remote-contract';
import { RemoteFallback } from './remote-fallback';
import { useRemoteHost } from './remote-host';
import { type LoadRemoteModule, loadRemoteModule as loadWithFederation } from './load-remote-module';
import { isUnavailableRemote } from './remote-unavailable';

type RouteParams = Record<string, string | undefined>;

export type RemoteViewProps<R extends RemoteName = RemoteName> = {
  remote: R;
  view: RemoteViewName<R>;
  params?: RouteParams;
  search?: string;
  navigate: Navigate;
  /** Overrides the host's loader (tests). */
  loadRemoteModule?: LoadRemoteModule;
};

const NO_PARAMS: RouteParams = {};

/**
 * Mounts one screen of a remote as a single-spa parcel and keeps it in step with the route: new params or
 * search reach it through `update`; another view or remote unmounts it and mounts the new one. Whatever
 * goes wrong (download, start-up) stays inside this element as an alert with a way to try again.
 */
export function RemoteView<R extends RemoteName>(props: RemoteViewProps<R>) {
  const [attempt, setAttempt] = useState(0);
  // A new key gives every view and every retry a fresh parcel and a fresh loading state.
  return (
    <RemoteParcel
      key={`${props.remote}/${props.view}#${attempt}`}
      {...props}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
}

type ParcelState =
  | { status: 'loading' }
  | { status: 'mounted' }
  | { status: 'failed'; reason: string };

function RemoteParcel({
  remote,
  view,
  params = NO_PARAMS,
  search = '',
  navigate,
  loadRemoteModule,
  onRetry,
}: RemoteViewProps & { onRetry: () => void }) {
  const host = useRemoteHost();
  const load = loadRemoteModule ?? host.loadRemoteModule ?? loadWithFederation;
  const area = REMOTE_LABELS[remote];
  const [state, setState] = useState<ParcelState>({ status: 'loading' });
  const containerHostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel<RemoteProps> | null>(null);
  const latestPropsRef = useRef<RemoteProps | null>(null);

  // Params objects are rebuilt by the router on every render; compare them by value.
  const paramsKey = JSON.stringify(params);
  const remoteProps = useMemo<RemoteProps>(
    () => ({
      view,
      params: JSON.parse(paramsKey) as RouteParams,
      search,
      navigate,
      queryClient: host.queryClient,
      api: host.api,
      session: host.session,
      config: host.config,
      analytics: host.analytics,
      account: host.account,
    }),
    [view, paramsKey, search, navigate, host.queryClient, host.api, host.session, host.config, host.analytics, host.account],
  );

  // single-spa refuses an unmount while an update runs (and the reverse): parcel calls go one at a time.
  const parcelQueueRef = useRef<Promise<unknown>>(Promise.resolve());
  const enqueue = useCallback((operation: () => Promise<unknown> | undefined) => {
    const next = parcelQueueRef.current.then(operation);
    parcelQueueRef.current = next.catch(() => undefined);
    return next;
  }, []);

  // Declared before the mount effect so the first mount already sees these props.
  useEffect(() => {
    latestPropsRef.current = remoteProps;
    const parcel = parcelRef.current;
    if (!parcel) return;
    void enqueue(() => (parcel.getStatus() === 'MOUNTED' ? parcel.update?.(remoteProps) : undefined)).catch((error: unknown) =>
      console.error(`[mfe] ${remote}/${view}: update failed`, error),
    );
  }, [remoteProps, enqueue, remote, view]);

  useEffect(() => {
    const containerHost = containerHostRef.current;
    if (!containerHost) return;
    const container = document.createElement('div');
    containerHost.appendChild(container);
    let isCancelled = false;

    const fail = (reason: string, error: unknown) => {
      console.error(`[mfe] ${remote}/${view}: ${reason}`, error);
      container.remove();
      if (!isCancelled) setState({ status: 'failed', reason });
    };

    async function start() {
      let module: unknown;
      try {
        module = await load(`${remote}/lifecycles`);
        if (isUnavailableRemote(module)) throw module.error;
        if (!isRemoteLifecycles(module)) throw new Error(`${remote}/lifecycles does not export single-spa lifecycles`);
      } catch (error) {
        fail('Its code could not be downloaded.', error);
        return;
      }
      if (isCancelled) return;
      const props = latestPropsRef.current;
      if (!props) return;
      const parcel = mountRootParcel(module as unknown as ParcelConfig<RemoteProps>, {
        domElement: container,
        ...props,
      });
      parcelRef.current = parcel;
      try {
        await parcel.mountPromise;
      } catch (error) {
        parcelRef.current = null;
        fail('It failed to start.', error);
        return;
      }
      if (isCancelled) return;
      setState({ status: 'mounted' });
      // Props that changed while the parcel was mounting.
      const latest = latestPropsRef.current;
      if (latest && latest !== props) await enqueue(() => (parcel.getStatus() === 'MOUNTED' ? parcel.update?.(latest) : undefined));
    }
    void start();

    return () => {
      isCancelled = true;
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (!parcel) {
        container.remove();
        return;
      }
      // Unmounting another React root must wait until this one has finished committing.
      void enqueue(() => parcel.mountPromise.then(() => parcel.unmount()))
        .catch((error: unknown) => console.error(`[mfe] ${remote}/${view}: unmount failed`, error))
        .finally(() => container.remove());
    };
  }, [remote, view, load, enqueue]);

  return (
    <div className="remote-view" data-remote-host={remote}>
      {state.status === 'loading' && (
        <p role="status" className="remote-loading">
          Loading {area.toLowerCase()}…
        </p>
      )}
      {state.status === 'failed' && <RemoteFallback area={area} reason={state.reason} onRetry={onRetry} />}
      <div ref={containerHostRef} />
    </div>
  );
}
