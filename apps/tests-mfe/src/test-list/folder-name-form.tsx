import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '@verity/contracts';
import { useDomId } from '@verity/ui';

type FolderNameFormProps = {
  initialName?: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Resolves when saved; rejects with the reason to show. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
};

/** A folder's name, for a new folder or a rename: 'Folder name is required.' when blank (spec section 5). */
export function FolderNameForm({ initialName = '', submitLabel, pendingLabel, isPending, onSubmit, onCancel }: FolderNameFormProps) {
  const inputId = useDomId();
  const errorId = useDomId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(MESSAGES.folderNameRequired);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      await onSubmit(name.trim());
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
      inputRef.current?.focus();
    }
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !isPending) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form className="tm-folder-form" onSubmit={(event) => void handleSubmit(event)} onKeyDown={handleKeyDown} noValidate>
      <div className="tm-field">
        <label htmlFor={inputId}>Folder name</label>
        <input
          ref={inputRef}
          id={inputId}
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p id={errorId} className="ui-field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="tm-actions">
        <button type="submit" className="ui-button ui-button-small" disabled={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </button>
        <button type="button" className="ui-button ui-button-secondary ui-button-small" onClick={onCancel} disabled={isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
