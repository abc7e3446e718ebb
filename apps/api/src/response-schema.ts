import { z } from 'zod';

/** A zod schema as the JSON schema Fastify serialises a response with. */
export function toResponseSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' });
  return jsonSchema;
}

const failureEnvelope = toResponseSchema(
  z.object({ ok: z.literal(false), data: z.null(), error: z.string(), error_code: z.string() }),
);

/** The failure half of the envelope, for every 4xx and 5xx a route may answer. */
export const failureResponses = { '4xx': failureEnvelope, '5xx': failureEnvelope };

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ ok: z.literal(true), data, error: z.null(), error_code: z.null() });
}

/** The response schemas of a route answering `data` with `status` (200, or 201 for a creation). */
export function envelopeResponses(data: z.ZodType, status: 200 | 201 = 200) {
  return { [status]: toResponseSchema(successEnvelope(data)), ...failureResponses };
}
