import Fastify, { type FastifyServerOptions } from 'fastify';
import type pg from 'pg';
import { apiApp } from './app';

export interface CreateServerOptions {
  pool: pg.Pool;
  logger?: FastifyServerOptions['logger'];
}

export function createServer({ pool, logger = false }: CreateServerOptions) {
  // Behind the BFF (or a load balancer): client addresses come from X-Forwarded-For.
  const server = Fastify({ logger, trustProxy: true });
  server.register(apiApp, { pool });
  return server;
}
