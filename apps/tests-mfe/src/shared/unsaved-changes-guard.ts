import { useCallback, useEffect, useRef } from 'react';
import { type Navigate } from '@verity/mfe';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and discard them?';

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * Keeps unsaved changes from being lost while `isDirty`:
 * - closing or reloading the tab asks first (beforeunload);
 * - a click on any link of the app (this screen's, or the shell's navigation, which lives in another React
 *   root) asks with `confirm()` before the router moves; cancelling keeps the user here;
 * - `guardedNavigate` is the screen's `navigate` with the same question, for buttons that move away.
 * `leave` moves without asking, for after a save.
 */
export function useUnsavedChangesGuard(isDirty: boolean, navigate: Navigate) {
  const isDirtyRef = useRef(isDirty);
  useEffect(() => {
    isDirtyRef.current = isDirty;
  }, [isDirty]);

  useEffect(() => {
    if (!isDirty) return undefined;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirtyRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    // Capture phase, on the document: it runs before the shell's router and this screen's links handle the click.
    const handleClick = (event: MouseEvent) => {
      if (!isDirtyRef.current || event.defaultPrevented || !isPlainLeftClick(event)) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      if (new URL(anchor.href, window.location.href).origin !== window.location.origin) return; // beforeunload asks
      if (window.confirm(UNSAVED_CHANGES_MESSAGE)) {
        isDirtyRef.current = false;
        return;
      }
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    document.addEventListener('click', handleClick, true);
    return () => {
      window.removeEventListener('beforeunload', handleBeforeUnload);
      document.removeEventListener('click', handleClick, true);
    };
  }, [isDirty]);

  const guardedNavigate = useCallback<Navigate>(
    (to, options) => {
      if (isDirtyRef.current && !window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
      isDirtyRef.current = false;
      navigate(to, options);
    },
    [navigate],
  );

  const leave = useCallback<Navigate>(
    (to, options) => {
      isDirtyRef.current = false;
      navigate(to, options);
    },
    [navigate],
  );

  return { guardedNavigate, leave };
}
