import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from './errors';
import { describeIssue } from './validation';

/**
 * A check made before a route's schema, answering with the spec's own words: "Folder name is required." for a
 * body without a name, rather than what the schema would say about the missing field. The first that fails answers.
 */
export type InputRule = {
  fails: (input: unknown) => boolean;
  message: string | ((input: unknown) => string);
  /** The envelope's error_code; 'validation_failed' by default. */
  code?: string;
};

type IssueParams = { errorCode?: string };

/**
 * A route's body, query or params, as a Fastify route schema (`schema: { body: routeInput(…) }`): the rules in
 * order, then the contracts schema, whose output replaces what the client sent. Fastify checks params before the
 * body, so a malformed id is answered before a bad body, as the routes always did.
 */
export function routeInput<S extends z.ZodType>(schema: S, ...rules: InputRule[]): z.ZodType<z.output<S>> {
  return z.unknown().transform((input, context) => {
    for (const rule of rules) {
      if (!rule.fails(input)) continue;
      const message = typeof rule.message === 'function' ? rule.message(input) : rule.message;
      context.addIssue({ code: 'custom', message, params: { errorCode: rule.code ?? 'validation_failed' } satisfies IssueParams });
      return z.NEVER;
    }
    const result = schema.safeParse(input);
    if (!result.success) {
      context.addIssue({ code: 'custom', message: describeIssue(result.error.issues[0]!) });
      return z.NEVER;
    }
    return result.data as z.output<S>;
  });
}

/** A body that may be left out: read as `{}`, so the schema names the fields it needs. */
export function optionalBody<S extends z.ZodType<unknown, object>>(schema: S) {
  return z.unknown().transform((body) => body ?? {}).pipe(schema);
}

const idSchema = z.guid();

/** Path params `{ id }`: a malformed id is a 400 saying which id ("A valid test id is required."), never a database error. */
export function idParams(entity: 'test' | 'run' | 'folder' | 'model' | 'token' | 'suite' | 'schedule' | 'channel', name = 'id') {
  return routeInput(
    z.object({ [name]: idSchema.transform((id) => id.toLowerCase()) }).loose(),
    { fails: (params) => !idSchema.safeParse((params as Record<string, unknown> | null)?.[name]).success, message: `A valid ${entity} id is required.`, code: 'invalid_id' },
  );
}

/**
 * Route schemas are zod schemas: the first problem becomes a 400 in the envelope that names it (see describeIssue),
 * with the rule's error_code when a rule of routeInput answered.
 */
export function validateRoutesWithZod(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as z.ZodType;
    return (data: unknown) => {
      const result = zodSchema.safeParse(data);
      if (result.success) return { value: result.data };
      const issue = result.error.issues[0]!;
      const errorCode = issue.code === 'custom' ? ((issue.params as IssueParams | undefined)?.errorCode ?? 'validation_failed') : 'validation_failed';
      return { error: new ApiError(400, errorCode, issue.code === 'custom' ? issue.message : describeIssue(issue)) };
    };
  });
}
