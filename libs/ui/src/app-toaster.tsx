import { type CSSProperties } from 'react';
import { Toaster } from 'sonner';

/**
 * Toasts, spec section 9. sonner takes position, duration, visible count and gap as props; width is its
 * `--width` CSS variable; the swipe-dismiss threshold and the removal delay are constants inside sonner
 * (SWIPE_THRESHOLD, TIME_BEFORE_UNMOUNT), which a test compares with these values on every sonner version.
 */
export const TOAST_SETTINGS = {
  position: 'bottom-right',
  durationMs: 4000,
  visibleToasts: 3,
  gapPx: 14,
  widthPx: 356,
  swipeThresholdPx: 45,
  removalDelayMs: 200,
} as const;

const TOASTER_STYLE = { '--width': `${TOAST_SETTINGS.widthPx}px` } as CSSProperties;

/**
 * The one toast viewport of the app, rendered by the shell. Remotes do not render it: they call `notify`,
 * and the shared sonner singleton brings their toasts here.
 */
export function AppToaster() {
  return (
    <Toaster
      position={TOAST_SETTINGS.position}
      duration={TOAST_SETTINGS.durationMs}
      visibleToasts={TOAST_SETTINGS.visibleToasts}
      gap={TOAST_SETTINGS.gapPx}
      style={TOASTER_STYLE}
      closeButton
    />
  );
}
