import { RemoteScreen, type ScreenProps } from '@verity/mfe';
import { ONBOARDING_STYLESHEET } from './onboarding-styles';

/** The onboarding screen's frame: its page title and description, and the kit's and the remote's styles. */
export function Screen(props: ScreenProps) {
  return <RemoteScreen {...props} rootClass="onboarding" stylesheet={ONBOARDING_STYLESHEET} />;
}
