import { type ReactNode } from 'react';
import { notify } from '@verity/ui';

interface ShownOnceProps {
  /** What is ready, and what the secret is for. */
  children: ReactNode;
  secret: string;
  /** "token", "signing secret": in the button and the toasts. */
  what: string;
  onDone: () => void;
}

/** A secret the server shows once (an API token, a webhook's signing secret), with a way to copy it. */
export function ShownOnce({ children, secret, what, onDone }: ShownOnceProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success(`${what[0]!.toUpperCase()}${what.slice(1)} copied.`);
    } catch {
      notify.error(`The ${what} could not be copied: select it and copy it yourself.`);
    }
  };
  return (
    <div role="status" className="ui-notice">
      <p>
        {children} Copy it now: it will not be shown again.
      </p>
      <p>
        <code className="settings-secret">{secret}</code>
      </p>
      <div className="settings-actions">
        <button type="button" className="ui-button" onClick={() => void copy()}>
          Copy {what}
        </button>
        <button type="button" className="ui-button ui-button-secondary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
