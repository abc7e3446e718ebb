import { type RemoteViewName } from '@verity/mfe';
import { cleanupRemoteViews, renderRemoteView, type RenderRemoteViewOptions } from '@verity/mfe/testing';
import * as lifecycles from '../remote-entry';

type Options = Omit<RenderRemoteViewOptions<'tests_mfe'>, 'remote' | 'view' | 'withToaster'>;

/** Mounts one screen of this remote through its real lifecycles, next to the app's toaster (toasts appear there). */
export function renderTestsView(view: RemoteViewName<'tests_mfe'>, options: Options = {}) {
  return renderRemoteView(lifecycles, { remote: 'tests_mfe', view, withToaster: true, ...options });
}

export const cleanupTestsViews = cleanupRemoteViews;
