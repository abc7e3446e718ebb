import { ApiError } from '@verity/api-client';
import { errorText, failureMessage } from './error-text';

describe('the text of a failure', () => {
  it("is the error's own message, a decoded JSON error's, or a sentence when there is none", () => {
    expect(failureMessage(new ApiError('Not enough credits.', { kind: 'http', status: 402 }))).toBe('Not enough credits.');
    expect(failureMessage({ error: 'The blog is unavailable.', error_code: 'internal_error' })).toBe('The blog is unavailable.');
    expect(failureMessage(new Error(''))).toBe('Something went wrong. Please try again.');
    expect(errorText(42)).toBe('42');
  });
});
