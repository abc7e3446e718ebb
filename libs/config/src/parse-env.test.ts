import { z } from 'zod';
import { EnvConfigError, parseEnv } from './parse-env';

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
});

describe('parseEnv', () => {
  it('applies defaults and coerces', () => {
    expect(parseEnv(schema, {})).toEqual({ PORT: 3000 });
    expect(parseEnv(schema, { PORT: '8080' }).PORT).toBe(8080);
  });

  it('names the bad variable and shows its value', () => {
    expect(() => parseEnv(schema, { PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(EnvConfigError);
    try {
      parseEnv(schema, { PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT:');
      expect((error as Error).message).toContain('got "eighty"');
      expect((error as Error).message).toContain('DATABASE_URL: must be a postgres:// URL (got "mysql://x")');
    }
  });
});
