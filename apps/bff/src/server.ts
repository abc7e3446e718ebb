import { type TrustProxy } from '@verity/process';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { bffApp, type BffAppOptions } from './app';

export interface CreateServerOptions extends BffAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Who may set X-Forwarded-For; see TRUST_PROXY. */
  trustProxy?: TrustProxy;
}

export function createServer({ logger = false, trustProxy = ['loopback'], ...options }: CreateServerOptions) {
  const server = Fastify({ logger, trustProxy });
  server.register(bffApp, options);
  return server;
}
