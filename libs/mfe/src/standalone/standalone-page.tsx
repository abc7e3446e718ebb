import { useCallback, useState } from 'react';
import { type RemoteName } from '@verity/config';
import { REMOTE_LABELS, REMOTE_VIEWS, type RemoteViewName } from '../remote-contract';
import { RemoteView } from '../remote-view';

export type StandaloneSamples<R extends RemoteName> = Partial<
  Record<RemoteViewName<R>, { params?: Record<string, string>; search?: string }>
>;

type StandalonePageProps<R extends RemoteName> = {
  remote: R;
  samples: StandaloneSamples<R>;
  initialView: RemoteViewName<R>;
};

/** A remote's screens on their own: pick a view, edit its params, see where its links would go. */
export function StandalonePage<R extends RemoteName>({ remote, samples, initialView }: StandalonePageProps<R>) {
  const views: readonly RemoteViewName<R>[] = REMOTE_VIEWS[remote];
  const [view, setView] = useState<RemoteViewName<R>>(initialView);
  const [params, setParams] = useState<Record<string, string>>(samples[initialView]?.params ?? {});
  const [search, setSearch] = useState(samples[initialView]?.search ?? '');
  const [lastNavigation, setLastNavigation] = useState<string | null>(null);

  const handleNavigate = useCallback((to: string, options?: { replace?: boolean }) => {
    setLastNavigation(`${options?.replace ? 'replace' : 'push'} ${to}`);
  }, []);

  const handleSelectView = (next: RemoteViewName<R>) => {
    setView(next);
    setParams(samples[next]?.params ?? {});
    setSearch(samples[next]?.search ?? '');
    const url = new URL(window.location.href);
    url.searchParams.set('view', next);
    window.history.replaceState(null, '', url);
  };

  return (
    <div className="standalone">
      <header className="standalone-header">
        <h1>{REMOTE_LABELS[remote]} — standalone dev page</h1>
        <nav aria-label="Views">
          {views.map((name) => (
            <button key={name} type="button" aria-pressed={name === view} onClick={() => handleSelectView(name)}>
              {name}
            </button>
          ))}
        </nav>
        <form className="standalone-inputs" onSubmit={(event) => event.preventDefault()}>
          {Object.keys(params).map((key) => (
            <label key={key}>
              {key}{' '}
              <input value={params[key]} onChange={(event) => setParams({ ...params, [key]: event.target.value })} />
            </label>
          ))}
          <label>
            search{' '}
            <input value={search} placeholder="?key=value" onChange={(event) => setSearch(event.target.value)} />
          </label>
        </form>
        <p role="status">{lastNavigation ? `navigate: ${lastNavigation}` : 'Links call navigate(); it is shown here.'}</p>
      </header>
      <main>
        <RemoteView remote={remote} view={view} params={params} search={search} navigate={handleNavigate} />
      </main>
    </div>
  );
}
