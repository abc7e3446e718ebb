/** The auth service's rule (apps/auth): at least 8 characters. */
export const MIN_PASSWORD_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  if (email.trim() === '') return 'Enter your email address.';
  if (!EMAIL.test(email.trim())) return 'Enter a valid email address, like ada@example.com.';
  return null;
}

export function newPasswordError(password: string): string | null {
  if (password === '') return 'Choose a password.';
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  return null;
}

export function confirmationError(password: string, confirmation: string): string | null {
  return password === confirmation ? null : 'The passwords do not match.';
}
