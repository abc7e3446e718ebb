import { type ReactNode, type RefObject, useRef } from 'react';
import { useModalDialog } from '@verity/ui';
import { useDomId } from './use-dom-id';

export type DialogProps = {
  title: ReactNode;
  children: ReactNode;
  /** Escape, a click on the backdrop, or a Cancel button. */
  onClose: () => void;
  /** What gets focus on open; the first focusable element otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
};

/** A modal dialog labelled by its title (role=dialog, aria-modal); the behaviour is @verity/ui's useModalDialog. */
export function Dialog({ title, children, onClose, initialFocusRef }: DialogProps) {
  const titleId = useDomId();
  const { dialogRef, onKeyDown, onBackdropMouseDown } = useModalDialog({ onClose, initialFocusRef });

  return (
    <div className="tm-dialog-backdrop" onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="tm-dialog"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{title}</h2>
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
  isPending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before a destructive action. Focus starts on Cancel, the harmless choice. */
export function ConfirmDialog({ title, children, confirmLabel, pendingLabel, isPending, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const handleClose = () => {
    if (!isPending) onCancel();
  };
  return (
    <Dialog title={title} onClose={handleClose} initialFocusRef={cancelRef}>
      {children}
      <div className="tm-form-actions">
        <button ref={cancelRef} type="button" className="tm-button tm-button-secondary" onClick={handleClose} disabled={isPending}>
          Cancel
        </button>
        <button type="button" className="tm-button tm-button-danger" onClick={onConfirm} disabled={isPending}>
          {isPending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
