import Fastify, { type FastifyServerOptions } from 'fastify';
import { authApp, type AuthAppOptions } from './app';

export interface CreateServerOptions extends AuthAppOptions {
  logger?: FastifyServerOptions['logger'];
}

export function createServer({ logger = false, ...options }: CreateServerOptions) {
  const server = Fastify({ logger, trustProxy: true });
  server.register(authApp, options);
  return server;
}
