import { ApiError, isApiError, isCredentialsError, isInsufficientCreditsError, isNotFoundError } from './api-error';

describe('ApiError', () => {
  it('is an Error carrying where it failed, the status and the error code', () => {
    const error = new ApiError('Run not found.', { kind: 'http', status: 404, errorCode: 'not_found' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', message: 'Run not found.', kind: 'http', status: 404, errorCode: 'not_found' });
    expect(new ApiError('x', { kind: 'no_data' })).toMatchObject({ status: null, errorCode: null });
  });

  it('is recognised, with or without a given code', () => {
    const error = new ApiError('Not enough credits.', { kind: 'http', status: 402, errorCode: 'insufficient_credits' });
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'insufficient_credits')).toBe(true);
    expect(isApiError(error, 'promo_expired')).toBe(false);
    expect(isApiError(new Error('Not enough credits.'))).toBe(false);
  });
});

describe('isCredentialsError', () => {
  it.each([
    [new ApiError('Could not validate credentials: token expired.', { kind: 'http', status: 401 }), true],
    [new Error('could not validate credentials'), true],
    ['Failed: COULD NOT VALIDATE CREDENTIALS', true],
    [new ApiError('Missing bearer token.', { kind: 'http', status: 401 }), false],
    [new Error('could not validate'), false],
    [undefined, false],
    [null, false],
    // A server function's error, decoded from its JSON body.
    [{ message: 'could not validate credentials' }, true],
    [{ error: 'Could not validate credentials: the access token is malformed.', error_code: 'invalid_token' }, true],
    [{ status: 401 }, false],
  ])('%p → %p', (error, expected) => {
    expect(isCredentialsError(error)).toBe(expected);
  });
});

describe('what a failed call means', () => {
  const http = (status: number, errorCode: string | null = null) => new ApiError('refused', { kind: 'http', status, errorCode });

  it('is "not found" for a 404, a not_found or invalid_id code, and nothing else', () => {
    expect([http(404), http(400, 'invalid_id'), http(410, 'not_found')].map(isNotFoundError)).toEqual([true, true, true]);
    expect([http(403), http(500), new Error('404'), null].map(isNotFoundError)).toEqual([false, false, false, false]);
  });

  it('is "not enough credits" for a 402 or the insufficient_credits code', () => {
    expect([http(402), http(409, 'insufficient_credits')].map(isInsufficientCreditsError)).toEqual([true, true]);
    expect([http(401), new Error('Not enough credits'), undefined].map(isInsufficientCreditsError)).toEqual([false, false, false]);
  });
});
