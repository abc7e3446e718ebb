import { messageOf } from '@verity/api-client';

/** The text of anything thrown (see messageOf); anything else as String() renders it. */
export function errorText(error: unknown): string {
  return messageOf(error) ?? String(error);
}
