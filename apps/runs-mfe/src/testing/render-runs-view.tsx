import { type RemoteViewName } from '@verity/mfe';
import { cleanupRemoteViews, renderRemoteView, type RenderRemoteViewOptions } from '@verity/mfe/testing';
import * as lifecycles from '../remote-entry';

type Options = Omit<RenderRemoteViewOptions<'runs_mfe'>, 'remote' | 'view' | 'withToaster'>;

/** Mounts one screen of this remote through its real lifecycles, next to the app's toaster (toasts appear there). */
export function renderRunsView(view: RemoteViewName<'runs_mfe'>, options: Options = {}) {
  return renderRemoteView(lifecycles, { remote: 'runs_mfe', view, withToaster: true, ...options });
}

export const cleanupRunsViews = cleanupRemoteViews;

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
