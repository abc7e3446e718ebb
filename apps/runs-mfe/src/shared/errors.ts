import { isApiError } from '@verity/api-client';
import { errorText } from '@verity/ui';

/** The sentence to show for a failed call: the API's own message when it sent one. */
export function errorMessage(error: unknown): string {
  return errorText(error) || 'Something went wrong. Please try again.';
}

/** The API has no such run (or test) for this user (another user's id is a 404 too), or the id is malformed. */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.errorCode === 'not_found' || error.errorCode === 'invalid_id');
}

/** POST /tests/{id}/run answered 402: the balance does not cover a run. */
export function isInsufficientCreditsError(error: unknown): boolean {
  return isApiError(error, 'insufficient_credits') || (isApiError(error) && error.status === 402);
}
