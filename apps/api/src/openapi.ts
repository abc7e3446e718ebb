import { type FastifyInstance, type RouteOptions } from 'fastify';
import { z } from 'zod';

/** What a route tells the OpenAPI document beyond its response schemas (which Fastify already has). */
export interface RouteDocumentation {
  summary: string;
  body?: z.ZodType;
  query?: z.ZodObject;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDocumentation;
  }
}

interface DocumentedRoute {
  method: string;
  url: string;
  documentation: RouteDocumentation;
  isAuthenticated: boolean;
  response: Record<string, unknown>;
}

const inputSchema = (schema: z.ZodType) => {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return jsonSchema;
};

/**
 * Collects every documented route as it is added (so register this before the routes) and builds the
 * OpenAPI 3.1 document from their zod schemas.
 */
export function collectOpenApiRoutes(app: FastifyInstance) {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const documentation = route.config?.openapi;
    if (!documentation) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method: method.toLowerCase(),
        url: route.url,
        documentation,
        isAuthenticated: [route.onRequest].flat().some((hook) => hook === app.authenticate),
        response: (route.schema?.response ?? {}) as Record<string, unknown>,
      });
    }
  });

  return function openApiDocument() {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of routes) {
      const parameters: unknown[] = [];
      const path = route.url.replace(/:(\w+)/g, (_, name: string) => {
        parameters.push({ name, in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
        return `{${name}}`;
      });
      for (const [name, schema] of Object.entries(route.documentation.query?.shape ?? {})) {
        parameters.push({ name, in: 'query', required: !schema.safeParse(undefined).success, schema: inputSchema(schema as z.ZodType) });
      }
      paths[path] ??= {};
      paths[path][route.method] = {
        summary: route.documentation.summary,
        ...(route.isAuthenticated ? { security: [{ bearerAuth: [] }] } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(route.documentation.body
          ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(route.documentation.body) } } } }
          : {}),
        responses: Object.fromEntries(
          Object.entries(route.response).map(([status, schema]) => [
            status.toUpperCase(),
            { description: status.startsWith('2') ? 'Success envelope' : 'Failure envelope', content: { 'application/json': { schema } } },
          ]),
        ),
      };
    }
    return {
      openapi: '3.1.0',
      info: { title: 'Verity API', version: '1.0.0', description: 'Every response is the envelope {ok, data, error, error_code}.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      paths,
    };
  };
}
