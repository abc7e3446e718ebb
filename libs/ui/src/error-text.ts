import { messageOf } from '@verity/api-client';

/** The text of anything thrown (see messageOf); anything else as String() renders it. */
export function errorText(error: unknown): string {
  return messageOf(error) ?? String(error);
}

/** The sentence to show for a failed call: the API's own message when it sent one. */
export function failureMessage(error: unknown): string {
  return errorText(error) || 'Something went wrong. Please try again.';
}
