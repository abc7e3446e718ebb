import { type ReactNode, type RefObject, useRef } from 'react';
import { useModalDialog } from '../use-modal-dialog';
import { useDomId } from './dom-id';

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

/** A modal dialog labelled by its title (role=dialog, aria-modal); the behaviour is useModalDialog. */
export function Dialog({ title, children, onClose, initialFocusRef, isWide = false, hasCloseButton = false }: DialogProps) {
  const titleId = useDomId();
  const { dialogRef, onKeyDown, onBackdropMouseDown, close } = useModalDialog({ onClose, initialFocusRef });

  return (
    <div className="ui-dialog-backdrop" onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={isWide ? 'ui-dialog ui-dialog-wide' : 'ui-dialog'}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="ui-dialog-bar">
          <h2 id={titleId}>{title}</h2>
          {hasCloseButton && (
            <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={close}>
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
      <div className="ui-dialog-actions">
        <button ref={cancelRef} type="button" className="ui-button ui-button-secondary" onClick={handleClose} disabled={isPending}>
          {cancelLabel}
        </button>
        <button type="button" className="ui-button ui-button-danger" onClick={onConfirm} disabled={isPending}>
          {isPending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
