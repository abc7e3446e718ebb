import { RemoteScreen, type ScreenProps } from '@verity/mfe';
import { BILLING_STYLESHEET } from './billing-styles';

/** Every screen of this remote: its page title and description, and the kit's and the remote's styles. */
export function Screen(props: ScreenProps) {
  return <RemoteScreen {...props} rootClass="billing" stylesheet={BILLING_STYLESHEET} />;
}
