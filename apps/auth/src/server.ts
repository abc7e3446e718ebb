import Fastify, { type FastifyServerOptions } from 'fastify';
import { authApp, type AuthAppOptions } from './app';

export interface CreateServerOptions extends AuthAppOptions {
  logger?: FastifyServerOptions['logger'];
}

export function createServer({ logger = false, ...options }: CreateServerOptions) {
  const server = Fastify({
    logger:
      logger === false || logger === true
        ? logger
        : {
            ...logger,
            // Tokens travel in query strings (/verify?token=, /callback?code=): never log them.
            serializers: { req: (request: { method: string; url: string }) => ({ method: request.method, url: request.url.split('?')[0] }) },
          },
    trustProxy: true,
  });
  server.register(authApp, options);
  return server;
}
