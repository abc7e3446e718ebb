import { type z } from 'zod';
import { ApiError } from './errors';

export function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.length ? issue.path.join('.') : '';
  if (issue.code === 'unrecognized_keys') {
    const fields = issue.keys.map((key) => `'${key}'`).join(', ');
    return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${fields}${where ? ` in ${where}` : ''}.`;
  }
  // Our own messages are sentences (the spec's, the base_url one); zod's defaults need the field named.
  if (issue.message.endsWith('.')) return issue.message;
  return where ? `${where}: ${issue.message}.` : `${issue.message}.`;
}

/** Parses a body or query with a contracts schema; the first problem becomes a 400 that names the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError(400, 'validation_failed', describeIssue(result.error.issues[0]!));
}

/** No body, null, or an object without a single field. */
export function isEmptyInput(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Missing, not a string, or only whitespace: what the spec's 'is required' messages cover. */
export const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export const notFound = (entity: 'Test' | 'Run' | 'Folder' | 'Model' | 'Suite' | 'Schedule' | 'Channel') => new ApiError(404, 'not_found', `${entity} not found.`);
