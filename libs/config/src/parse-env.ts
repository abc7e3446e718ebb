import { type z } from 'zod';

export class EnvConfigError extends Error {
  override name = 'EnvConfigError';
}

/**
 * Validates environment variables against a schema at start-up. The error names each bad variable and
 * says what was expected, so a misconfigured deployment fails with one readable line, never a stack trace.
 */
export function parseEnv<S extends z.ZodObject>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const variable = issue.path.join('.') || '(environment)';
    const value = env[variable];
    // zod's "expected string, received undefined" for a variable nobody set: say what to do instead.
    if (value === undefined && issue.code === 'invalid_type') return `${variable}: required, but it is not set`;
    const shown =
      value === undefined ? 'it is not set' : isSecretName(variable) ? `got ${value.length} characters` : `got "${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
    return `${variable}: ${issue.message} (${shown})`;
  });
  return failEnv(problems);
}

/** Variables whose values must not appear in an error message (it ends up in logs). */
function isSecretName(variable: string): boolean {
  return /SECRET|KEY|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL/i.test(variable);
}

function failEnv(problems: string[]): never {
  throw new EnvConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
}
