import * as React from 'react';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AnalyticsProvider } from '@verity/analytics';
import { isCredentialsError } from '@verity/api-client';
import { type RemoteName } from '@verity/config';
import { requireQueryClient } from '@verity/query';
import { DomIdPrefixContext } from '@verity/ui';
import {
  type Navigate,
  REMOTE_LABELS,
  type RemoteLifecycles,
  type RemoteProps,
  type RemoteViewName,
} from './remote-contract';
import { ROUTES } from './app-routes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemotePropsContext } from './remote-props-context';

export type RemoteViews<R extends RemoteName> = Record<RemoteViewName<R>, ComponentType<RemoteProps>>;

/** Props single-spa adds to a parcel's props; screens never see them. */
type SingleSpaParcelProps = {
  name?: string;
  mountParcel?: unknown;
  singleSpa?: unknown;
  unmountSelf?: unknown;
  domElement?: unknown;
};

function toRemoteProps(parcelProps: RemoteProps & SingleSpaParcelProps): RemoteProps {
  const {
    name: _name,
    mountParcel: _mountParcel,
    singleSpa: _singleSpa,
    unmountSelf: _unmountSelf,
    domElement: _domElement,
    ...remoteProps
  } = parcelProps;
  return remoteProps;
}

function SignOut({ navigate }: { navigate: Navigate }) {
  useEffect(() => navigate(ROUTES.logout, { replace: true }), [navigate]);
  return <p role="status">Signing you out…</p>;
}

/**
 * What every view of a remote renders in, in the browser and on the server: the shell's QueryClient, its
 * analytics, the props context and the ids prefix, around the element that marks the remote and its view.
 */
export function RemoteViewRoot({ remote, props, children }: { remote: RemoteName; props: RemoteProps; children: ReactNode }) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <AnalyticsProvider analytics={props.analytics}>
        <RemotePropsContext.Provider value={props}>
          <DomIdPrefixContext.Provider value={remote}>
            <div data-remote={remote} data-view={props.view} className="remote-root">
              {children}
            </div>
          </DomIdPrefixContext.Provider>
        </RemotePropsContext.Provider>
      </AnalyticsProvider>
    </QueryClientProvider>
  );
}

/**
 * Turns a remote's screens into the single-spa lifecycles the shell mounts as a parcel. The parcel is a
 * React root of its own, so it brings its own providers: the shell's QueryClient, its analytics and the props
 * context.
 */
export function defineRemote<R extends RemoteName>(remote: R, views: RemoteViews<R>): RemoteLifecycles {
  const area = REMOTE_LABELS[remote];
  const viewsByName: Partial<Record<string, ComponentType<RemoteProps>>> = views;

  function RemoteRoot(parcelProps: RemoteProps & SingleSpaParcelProps) {
    const props = toRemoteProps(parcelProps);
    const View = viewsByName[props.view];
    const resetKey = `${props.view}|${JSON.stringify(props.params)}|${props.search}`;
    return (
      <RemoteViewRoot remote={remote} props={props}>
        <RemoteErrorBoundary
          resetKey={resetKey}
          fallback={(error, reset) =>
            // Spec section 2: an error saying the credentials are invalid signs the user out.
            isCredentialsError(error) ? (
              <SignOut navigate={props.navigate} />
            ) : (
              <RemoteFallback area={area} reason="This screen stopped because of an error." onRetry={reset} />
            )
          }
        >
          {View ? <View {...props} /> : <UnknownView area={area} view={props.view} known={Object.keys(views)} />}
        </RemoteErrorBoundary>
      </RemoteViewRoot>
    );
  }
  RemoteRoot.displayName = `RemoteRoot(${remote})`;

  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: RemoteRoot,
    // Last line of defence for errors outside the screen's own boundary (in the providers above it):
    // the parcel's root cannot be reset from inside, so trying again reloads the page.
    errorBoundary: () => (
      <RemoteFallback area={area} reason="This part of the app crashed." onRetry={() => window.location.reload()} />
    ),
  });
  const { bootstrap, mount, unmount, update } = lifecycles;
  if (!update) throw new Error('single-spa-react did not provide an update lifecycle');
  // Spec section 8: mounted without the shell's QueryClient, a remote fails with the spec's message.
  const mountWithQueryClient: typeof mount = async (props) => {
    requireQueryClient(props.queryClient);
    return mount(props);
  };
  return { bootstrap, mount: mountWithQueryClient, unmount, update } as RemoteLifecycles;
}

function UnknownView({ area, view, known }: { area: string; view: string; known: string[] }) {
  return (
    <section role="alert" className="remote-fallback">
      <h2>Unknown screen</h2>
      <p>
        {area} has no screen called “{view}”. Known screens: {known.join(', ')}.
      </p>
    </section>
  );
}
