import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

export type ModalDialogOptions = {
  /** Escape, or a press on the backdrop. */
  onClose: () => void;
  /** What gets focus on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
};

/**
 * The behaviour of a modal dialog, for the element a screen styles itself: focus moves in on open and back to
 * what opened it on close, Tab and Shift+Tab wrap inside, Escape and a press on the backdrop close. jsdom has
 * no <dialog>.showModal(), so the behaviour is written out rather than left to the element.
 */
export function useModalDialog({ onClose, initialFocusRef }: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target = initialFocusRef?.current ?? focusableIn(dialogRef.current)[0] ?? dialogRef.current;
    target?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // Focus moves once, when the dialog opens.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) onCloseRef.current();
  };

  return { dialogRef, onKeyDown, onBackdropMouseDown, close: () => onCloseRef.current() };
}
