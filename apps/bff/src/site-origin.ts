import { requestOrigin } from '@verity/process';
import { type FastifyReply, type FastifyRequest } from 'fastify';

/** The web app's public origin for one request: what canonical, share and feed links and cookie attributes use. */
export type SiteOrigin = (request: FastifyRequest, reply: FastifyReply) => string;

/** Answers 400 through the app's error handler: the request named no address links could be built on. */
export class InvalidHostError extends Error {
  override name = 'InvalidHostError';
  readonly statusCode = 400;

  constructor() {
    super('The Host header is not a valid host name.');
  }
}

/** A response built from the request's address differs per address: shared caches must key on what chose it. */
const VARY_ON_ADDRESS = 'host, x-forwarded-host, x-forwarded-proto';

/**
 * SITE_URL when the operator set it; otherwise the address the request came in on (X-Forwarded-Host/Proto
 * only from a trusted proxy, see TRUST_PROXY), so links are right at localhost, 127.0.0.1, a LAN address or a
 * domain. A forged Host only changes the forger's own response; Vary keeps a shared cache from passing it on.
 */
export function siteOriginFor(siteUrl: string | null): SiteOrigin {
  if (siteUrl) return () => siteUrl;
  return (request, reply) => {
    const origin = requestOrigin(request);
    if (!origin) throw new InvalidHostError();
    reply.header('vary', VARY_ON_ADDRESS);
    return origin;
  };
}
