import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { paths } from '../../shared/paths';
import { completeOpenApiDocument, type OpenApiObject } from './openapi-document';

/** OpenAPI generated from the routes' Zod schemas, served at /api/docs (JSON at /api/docs/json). */
export async function registerDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Binaa API',
        description:
          'Every answer is `{check, msg, data}`; `msg` is in the language of the path. Send `X-Access-Key` (the web key is `binaa-web`) and `X-App-Version`; 422 answers carry `data = {field: [messages]}`. The open data API (`/api/v1/{lang}/open/…`, tag "open data API") takes a personal key from Settings instead: `Authorization: Bearer bk_…` (or `X-Api-Key`), no access key; its GETs answer ETag and Last-Modified and 304 to If-None-Match / If-Modified-Since.',
        version: app.appVersion,
        // The terms of the site govern the data (the open data API: per subscription package).
        license: { name: 'Proprietary: the terms and conditions of Binaa', url: `${app.config.publicUrl}${paths.terms()}` },
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
    // servers, the {lang} parameter, operationIds, the scopes' 401/429 (platform/openapi-document.ts).
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? completeOpenApiDocument(documentObject.openapiObject as OpenApiObject, { publicUrl: app.config.PUBLIC_URL })
        : documentObject.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
