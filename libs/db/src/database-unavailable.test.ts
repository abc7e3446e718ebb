import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    new Error('Connection terminated unexpectedly'),
    new Error('fail failed', { cause: Object.assign(new Error('sorry, too many clients already'), { code: '53300' }) }),
  ])('is true for %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
    Object.assign(new Error('invalid input syntax for type uuid'), { code: '22P02' }),
    new Error('Cannot read properties of undefined'),
    'a string',
    null,
  ])('is false for %s: a query or a bug, not the database away', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
