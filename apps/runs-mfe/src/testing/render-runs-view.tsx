import { act, render } from '@testing-library/react/pure';
import { type ApiClient } from '@verity/api-client';
import { type RemoteSession, type RemoteViewName } from '@verity/mfe';
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
  session?: RemoteSession | null;
};

/**
 * Mounts one screen of this remote through its real lifecycles, next to the app's toaster (the shell renders
 * it; toasts of the screen appear there).
 */
export async function renderRunsView(view: RemoteViewName<'runs_mfe'>, options: Options = {}) {
  render(<AppToaster />);
  return renderRemoteView(lifecycles, { remote: 'runs_mfe', view, ...options });
}

export async function cleanupRunsViews() {
  act(() => {
    toast.dismiss();
  });
  await cleanupRemoteViews();
}

/**
 * jsdom has no object URLs: these stand in, counting, so a test can see which Blob became which `blob:` URL
 * and that each was revoked.
 */
export function installObjectUrls() {
  let count = 0;
  const createObjectURL = jest.fn((_blob: Blob) => `blob:http://localhost/object-${(count += 1)}`);
  const revokeObjectURL = jest.fn((_url: string) => undefined);
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true, writable: true });
  return { createObjectURL, revokeObjectURL };
}
