import { z } from 'zod';
import { EnvConfigError, parseEnv } from './parse-env';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

describe('parseEnv', () => {
  it('applies defaults and coerces', () => {
    expect(parseEnv(schema, {})).toEqual({ PORT: 3000 });
    expect(parseEnv(schema, { PORT: '8080' }).PORT).toBe(8080);
  });

  it('names the bad variable and shows its value, but only the length of a secret', () => {
    const env = { PORT: 'eighty', DATABASE_URL: 'mysql://root:hunter2@db', JWT_SECRET: 'too-short-secret' };
    expect(() => parseEnv(schema, env)).toThrow(EnvConfigError);
    const message = (() => {
      try {
        parseEnv(schema, env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('PORT: Invalid input: expected number, received NaN (got "eighty")');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL (got 23 characters)');
    expect(message).toContain('JWT_SECRET: must be at least 32 characters (got 16 characters)');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('too-short-secret');
  });

  it('says a required variable is not set, and lists every missing one at once', () => {
    const required = z.object({ DATABASE_URL: z.string().regex(/^postgres:/, 'must be a postgres:// URL'), ANON_KEY: z.string().min(1), PORT: z.coerce.number().default(1) });
    expect(() => parseEnv(required, { PORT: '2' })).toThrow(
      'Invalid configuration:\n  - DATABASE_URL: required, but it is not set\n  - ANON_KEY: required, but it is not set',
    );
  });
});
