import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useDomId } from './use-dom-id';

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

export type DialogProps = {
  title: ReactNode;
  children: ReactNode;
  /** Escape, a click on the backdrop, or the dialog's own close or cancel button. */
  onClose: () => void;
  /** What gets focus on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** A wide dialog, for a screenshot. */
  isWide?: boolean;
  /** A Close button beside the title, for a dialog that has no actions of its own. */
  hasCloseButton?: boolean;
};

/**
 * A modal dialog: role=dialog with aria-modal, labelled by its title, focus kept inside while open (Tab and
 * Shift+Tab wrap), Escape closes, and focus returns to what opened it. jsdom has no <dialog>.showModal(), so
 * the behaviour is written out here rather than left to the element.
 */
export function Dialog({ title, children, onClose, initialFocusRef, isWide = false, hasCloseButton = false }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useDomId();
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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

  return (
    <div
      className="rm-dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={isWide ? 'rm-dialog rm-dialog-wide' : 'rm-dialog'}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className="rm-dialog-bar">
          <h2 id={titleId}>{title}</h2>
          {hasCloseButton && (
            <button type="button" className="rm-button rm-button-secondary rm-button-small" onClick={() => onCloseRef.current()}>
              Close
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}

export type ConfirmDialogProps = {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  pendingLabel: string;
  /** What the harmless button says ("Keep running"). */
  cancelLabel?: string;
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a destructive action. Focus starts on the harmless choice. */
export function ConfirmDialog({ title, children, confirmLabel, pendingLabel, cancelLabel = 'Cancel', isPending, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const handleClose = () => {
    if (!isPending) onCancel();
  };
  return (
    <Dialog title={title} onClose={handleClose} initialFocusRef={cancelRef}>
      {children}
      <div className="rm-dialog-actions">
        <button ref={cancelRef} type="button" className="rm-button rm-button-secondary" onClick={handleClose} disabled={isPending}>
          {cancelLabel}
        </button>
        <button type="button" className="rm-button rm-button-danger" onClick={onConfirm} disabled={isPending}>
          {isPending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
