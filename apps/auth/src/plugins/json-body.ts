import { parseJsonBodies, unstorableTextMessage } from '@verity/process';
import { type FastifyInstance } from 'fastify';
import { AuthError, validationFailed } from '../errors';

/**
 * supabase-js sends `Content-Type: application/json` on every non-GET request, even with no body (signOut
 * does): an empty body parses to `undefined`. A body that is not JSON is GoTrue's 400 `bad_json`; text Postgres
 * cannot store (a NUL in user_metadata) is refused as a validation failure naming the field.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  parseJsonBodies(app, {
    invalidJson: (reason) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${reason}`),
    unstorableText: (field) => validationFailed(unstorableTextMessage(field)),
  });
}
