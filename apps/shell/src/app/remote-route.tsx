import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { type RemoteName } from '@verity/config';
import { type Navigate, RemoteView, type RemoteViewName } from '@verity/mfe';

type RemoteRouteProps<R extends RemoteName> = { remote: R; view: RemoteViewName<R> };

/** A route element: the remote's view, fed with this route's params, search and the router's navigate. */
export function RemoteRoute<R extends RemoteName>({ remote, view }: RemoteRouteProps<R>) {
  const params = useParams();
  const { search } = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useCallback<Navigate>(
    (to, options) => void routerNavigate(to, { replace: options?.replace }),
    [routerNavigate],
  );
  return <RemoteView remote={remote} view={view} params={params} search={search} navigate={navigate} />;
}
