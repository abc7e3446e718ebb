import Fastify, { type FastifyServerOptions } from 'fastify';
import { bffApp, type BffAppOptions } from './app';

export interface CreateServerOptions extends BffAppOptions {
  logger?: FastifyServerOptions['logger'];
}

export function createServer({ logger = false, ...options }: CreateServerOptions) {
  const server = Fastify({ logger, trustProxy: true });
  server.register(bffApp, options);
  return server;
}
