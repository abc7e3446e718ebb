import { RemoteScreen, type ScreenProps } from '@verity/mfe';
import { TESTS_STYLESHEET } from './tests-styles';

/** Every screen of this remote: its page title and description, and the kit's and the remote's styles. */
export function Screen(props: ScreenProps) {
  return <RemoteScreen {...props} rootClass="tm" stylesheet={TESTS_STYLESHEET} />;
}
