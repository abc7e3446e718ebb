import { type ReactNode } from 'react';
import { type ExternalToast, toast } from 'sonner';
import { isCredentialsError } from '@verity/api-client';

export type ToastId = string | number;

/** sonner's per-toast options (description, action, id, duration…). */
export type NotifyOptions = ExternalToast;

export type PromiseToastMessages<T> = {
  /** Shown while the promise is pending. */
  loading: ReactNode;
  /** Replaces the loading toast when the promise resolves. */
  success: ReactNode | ((data: T) => ReactNode);
  /** Replaces the loading toast when the promise rejects. */
  error: ReactNode | ((error: unknown) => ReactNode);
};

function messageFor<V>(message: ReactNode | ((value: V) => ReactNode), value: V): ReactNode {
  return typeof message === 'function' ? message(value) : message;
}

/**
 * A failure saying the credentials are invalid is not toasted: the app signs the user out on it
 * (signOutOnCredentialsError in @verity/query), and the toast would only flash on the way.
 */
const isSigningOut = (message: ReactNode) => typeof message === 'string' && isCredentialsError(message);

/**
 * Toasts for screens in the shell and in remotes (spec section 2): the five types, and a toast tied to a
 * promise that goes from loading to success or error. They appear in the shell's <AppToaster>.
 */
export const notify = {
  success: (message: ReactNode, options?: NotifyOptions): ToastId => toast.success(message, options),
  info: (message: ReactNode, options?: NotifyOptions): ToastId => toast.info(message, options),
  warning: (message: ReactNode, options?: NotifyOptions): ToastId => toast.warning(message, options),
  error: (message: ReactNode, options?: NotifyOptions): ToastId => (isSigningOut(message) ? (options?.id ?? '') : toast.error(message, options)),
  loading: (message: ReactNode, options?: NotifyOptions): ToastId => toast.loading(message, options),
  dismiss: (id?: ToastId): ToastId => toast.dismiss(id),

  /**
   * Shows `loading` until the promise settles, then turns the same toast into `success` or `error`.
   * Returns the promise itself, so the caller may await the result; ignoring it raises no unhandled
   * rejection, since the toast handles the failure. (Unlike sonner's own `toast.promise`, a resolved
   * Error or non-OK Response counts as success here: only a rejection is a failure.)
   */
  promise<T>(promise: Promise<T> | (() => Promise<T>), messages: PromiseToastMessages<T>, options?: NotifyOptions): Promise<T> {
    const id = toast.loading(messages.loading, options);
    // A function that throws before returning its promise fails the toast like a rejection does.
    const settled = new Promise<T>((resolve) => resolve(typeof promise === 'function' ? promise() : promise));
    settled.then(
      (data) => toast.success(messageFor(messages.success, data), { ...options, id }),
      (error: unknown) => (isCredentialsError(error) ? toast.dismiss(id) : toast.error(messageFor(messages.error, error), { ...options, id })),
    );
    return settled;
  },
};
