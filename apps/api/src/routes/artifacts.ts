import {
  artifactKey,
  artifactsDirOf,
  artifactsEnvSchema,
  type ArtifactStore,
  createLocalArtifactStore,
  isArtifactName,
} from '@verity/artifacts';
import { parseEnv } from '@verity/config';
import { testRuns } from '@verity/db';
import { and, eq } from 'drizzle-orm';
import { type FastifyPluginAsync } from 'fastify';
import { type RouteContext } from '../context';
import { ApiError } from '../errors';
import { callerOf } from '../plugins/authenticate';
import { failureResponses } from '../response-schema';
import { idParams } from '../route-input';
import { notFound } from '../validation';

export interface ArtifactRoutesOptions extends Pick<RouteContext, 'db'> {
  /** Where the workers keep run files; by default the local store under ARTIFACTS_DIR or <VERITY_DATA_DIR>/artifacts. */
  artifacts?: ArtifactStore;
}

/** Types a browser may show in the page; anything else (the trace zip) downloads. */
const INLINE_TYPES = /^(image\/|text\/plain|application\/json|video\/)/;

/**
 * GET /api/test-runs/{id}/artifacts/{name} — a file of one of the caller's runs (a step screenshot, the trace),
 * by the name the run records. Another user's run, or a name the run does not have, is a 404.
 */
export const artifactRoutes: FastifyPluginAsync<ArtifactRoutesOptions> = async (app, options) => {
  const { db } = options;
  const artifacts = options.artifacts ?? createLocalArtifactStore(artifactsDirOf(parseEnv(artifactsEnvSchema, process.env)));
  const artifactNotFound = () => new ApiError(404, 'not_found', 'Artifact not found.');

  app.get<{ Params: { id: string; name: string } }>(
    '/test-runs/:id/artifacts/:name',
    {
      onRequest: [app.authenticate],
      schema: { params: idParams('run'), response: failureResponses },
      config: { openapi: { summary: "A file of one of the caller's runs (step screenshot, trace), by the name the run records" } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const [run] = await db
        .select({ ownerId: testRuns.ownerId })
        .from(testRuns)
        .where(and(eq(testRuns.id, id), eq(testRuns.ownerId, callerOf(request).userId)));
      if (!run) throw notFound('Run');
      const { name } = request.params;
      if (!isArtifactName(name)) throw artifactNotFound();
      const file = await artifacts.open(artifactKey({ ownerId: run.ownerId, runId: id }, name));
      if (!file) throw artifactNotFound();
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', `${INLINE_TYPES.test(file.contentType) ? 'inline' : 'attachment'}; filename="${name}"`)
        // A run's files never change once written, and are the caller's alone.
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(file.stream);
    },
  );
};
