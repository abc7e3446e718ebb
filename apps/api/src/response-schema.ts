import { z } from 'zod';

/** A zod schema as the JSON schema Fastify serialises a response with. */
export function toResponseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7' });
  return jsonSchema;
}

const failureEnvelope = toResponseSchema(
  z.object({ ok: z.literal(false), data: z.null(), error: z.string(), error_code: z.string() }),
);

/** The failure half of the envelope, for every 4xx and 5xx a route may answer. */
export const failureResponses = { '4xx': failureEnvelope, '5xx': failureEnvelope };
