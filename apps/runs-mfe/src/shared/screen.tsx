import { RemoteScreen, type ScreenProps } from '@verity/mfe';
import { RUNS_STYLESHEET } from './runs-styles';

/** Every screen of this remote: its page title and description, and the kit's and the remote's styles. */
export function Screen(props: ScreenProps) {
  return <RemoteScreen {...props} rootClass="rm" stylesheet={RUNS_STYLESHEET} />;
}
