import { RemoteScreen, type ScreenProps } from '@verity/mfe';
import { MARKETING_STYLESHEET } from './marketing-styles';

/** Every page of the public site: its title, description and share image, and the kit's and the site's styles. */
export function Screen(props: ScreenProps) {
  return <RemoteScreen {...props} rootClass="mk" stylesheet={MARKETING_STYLESHEET} />;
}
