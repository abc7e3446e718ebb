import { useQuery } from '@tanstack/react-query';
import { localRuntimeConfig } from '../standalone/local-runtime-config';
import { useRemoteProps } from '../remote-props-context';
import { renderRemoteViewToString } from './index';

function Greeting() {
  const { session } = useRemoteProps();
  const name = useQuery({ queryKey: ['name'], queryFn: () => Promise.resolve('from the network') });
  return <p>{`Hello ${name.data ?? 'nobody'}, ${session ? 'signed in' : 'signed out'}`}</p>;
}

const render = (data: ReadonlyArray<readonly [readonly unknown[], unknown]>) =>
  renderRemoteViewToString({ remote: 'marketing', view: 'landing', View: Greeting, params: {}, config: localRuntimeConfig('http://localhost:3000'), data });

describe('renderRemoteViewToString', () => {
  it('renders a view signed out, in its remote root, with the data it was given', () => {
    expect(render([[['name'], 'Ada']]).html).toBe('<div data-remote="marketing" data-view="landing" class="remote-root"><p>Hello Ada, signed out</p></div>');
  });

  it('refuses a view that reads data it was not given, instead of sending a page that never finishes loading', () => {
    expect(() => render([])).toThrow('The marketing view "landing" reads data it was not given: ["name"]');
  });
});
