import { isLocalUrl } from '@verity/config';
import { useUiStyles } from './ui-styles';

export type DebugBadgeProps = {
  /** The runtime config's `apiBaseUrl`. */
  apiBaseUrl: string;
  /** The runtime config's `authUrl`. */
  authUrl: string;
};

/** True when both backends are on this machine: the only case the DEBUG badge shows (spec section 2). */
export function isDebugBuild({ apiBaseUrl, authUrl }: DebugBadgeProps): boolean {
  return isLocalUrl(apiBaseUrl) && isLocalUrl(authUrl);
}

/** A small fixed badge in the bottom-left corner (toasts own bottom-right); it never takes a click. */
export function DebugBadge(props: DebugBadgeProps) {
  useUiStyles();
  if (!isDebugBuild(props)) return null;
  return (
    <div role="note" aria-label="Debug build: API and auth are local" className="ui-debug-badge">
      DEBUG
    </div>
  );
}
