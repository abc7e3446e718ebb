import { z } from 'zod';
import { envelopeSchema, failure, success } from './envelope';

describe('the API envelope', () => {
  it('wraps data on success with null error fields', () => {
    expect(success({ status: 'ok' })).toEqual({ ok: true, data: { status: 'ok' }, error: null, error_code: null });
  });

  it('carries the message and code on failure with null data', () => {
    expect(failure('Folder name is required.', 'validation_failed')).toEqual({
      ok: false,
      data: null,
      error: 'Folder name is required.',
      error_code: 'validation_failed',
    });
  });

  it('parses both shapes and rejects a mixed one', () => {
    const schema = envelopeSchema(z.object({ id: z.string() }));
    expect(schema.parse(success({ id: 'a' })).ok).toBe(true);
    expect(schema.parse(failure('x', 'y')).ok).toBe(false);
    expect(schema.safeParse({ ok: true, data: null, error: 'x', error_code: 'y' }).success).toBe(false);
  });
});
