import { z } from 'zod';

/** A zod schema as the JSON schema Fastify serialises a response with. */
export function toResponseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7' });
  return jsonSchema;
}
