import { act, render } from '@testing-library/react/pure';
import { type ApiClient } from '@verity/api-client';
import { type RemoteViewName } from '@verity/mfe';
import { cleanupRemoteViews, renderRemoteView } from '@verity/mfe/testing';
import { AppToaster } from '@verity/ui';
import { toast } from 'sonner';
import * as lifecycles from '../remote-entry';

// jsdom lacks pointer capture, which sonner's toasts use when pressed.
if (!HTMLElement.prototype.setPointerCapture) {
  HTMLElement.prototype.setPointerCapture = () => undefined;
  HTMLElement.prototype.releasePointerCapture = () => undefined;
  HTMLElement.prototype.hasPointerCapture = () => false;
}

type Options = {
  params?: Record<string, string | undefined>;
  search?: string;
  api?: ApiClient;
};

/**
 * Mounts one screen of this remote through its real lifecycles, next to the app's toaster (the shell renders
 * it; toasts of the screen appear there).
 */
export async function renderTestsView(view: RemoteViewName<'tests_mfe'>, options: Options = {}) {
  render(<AppToaster />);
  return renderRemoteView(lifecycles, { remote: 'tests_mfe', view, ...options });
}

export async function cleanupTestsViews() {
  act(() => {
    toast.dismiss();
  });
  await cleanupRemoteViews();
}
