import { type FastifyInstance } from 'fastify';

/**
 * supabase-js sends `Content-Type: application/json` on every non-GET request, even with no body (signOut
 * does), and Fastify rejects an empty JSON body. An empty body parses to `undefined`; anything else goes
 * through Fastify's own parser, which keeps its prototype-poisoning protection.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
