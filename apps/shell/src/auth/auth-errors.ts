import { type AuthError } from '@supabase/supabase-js';

/** The auth service's error codes, in words a person acts on. */
const MESSAGES: Record<string, string> = {
  invalid_credentials: 'Incorrect email or password.',
  user_already_exists: 'An account with this email already exists. Sign in instead.',
  email_exists: 'An account with this email already exists. Sign in instead.',
  email_not_confirmed: 'Confirm your email address first: open the link we sent you.',
  over_request_rate_limit: 'Too many attempts. Wait a minute, then try again.',
  over_email_send_rate_limit: 'Too many emails sent. Wait a minute, then try again.',
  same_password: 'The new password must be different from the current one.',
  current_password_mismatch: 'Your current password is not correct.',
  session_not_found: 'Your session has ended. Request a new reset link.',
  provider_disabled: 'This sign-in method is not enabled.',
  validation_failed: 'Check the email address and try again.',
};

export function describeAuthError(error: Pick<AuthError, 'message' | 'code' | 'status'> & { name?: string }): string {
  if (error.code === 'weak_password') return error.message || 'Choose a stronger password.';
  if (error.code && MESSAGES[error.code]) return MESSAGES[error.code] as string;
  if (error.name === 'AuthRetryableFetchError' || error.status === 0) return 'Could not reach the sign-in service. Check your connection and try again.';
  if (error.name === 'AuthSessionMissingError') return 'Your reset link has expired or was already used. Request a new one.';
  return error.message || 'Something went wrong. Try again.';
}
