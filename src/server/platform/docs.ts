import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' Zod schemas, served at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Binaa API',
        description:
          'Every answer is `{check, msg, data}`; `msg` is in the language of the path. Send `X-Access-Key` (the web key is `binaa-web`) and `X-App-Version`; 422 answers carry `data = {field: [messages]}`. The open data API (`/api/v1/{lang}/open/…`, tag "open data API") takes a personal key from Settings instead: `Authorization: Bearer bk_…` (or `X-Api-Key`), no access key; its GETs answer ETag and Last-Modified and 304 to If-None-Match / If-Modified-Since.',
        version: app.appVersion,
      },
      components: {
        securitySchemes: {
          accessKey: { type: 'apiKey', in: 'header', name: 'X-Access-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
          // The open data API (/api/v1/{lang}/open/…): a personal key from Settings, as a bearer token or this header.
          openKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ accessKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
