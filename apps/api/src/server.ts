import Fastify, { type FastifyServerOptions } from 'fastify';
import { apiApp, type ApiAppOptions } from './app';

export interface CreateServerOptions extends ApiAppOptions {
  logger?: FastifyServerOptions['logger'];
}

export function createServer({ logger = false, ...options }: CreateServerOptions) {
  const server = Fastify({
    logger,
    // Behind the BFF (or a load balancer): client addresses come from X-Forwarded-For.
    trustProxy: true,
    // The spec writes list paths with a trailing slash (/tests/); clients may omit it.
    routerOptions: { ignoreTrailingSlash: true },
  });
  server.register(apiApp, options);
  return server;
}
