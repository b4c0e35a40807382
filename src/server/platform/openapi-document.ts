/**
 * What the generated OpenAPI document needs beyond the routes' own schemas to be a contract a
 * stranger can use (decision 043, checked by `npm run lint:openapi` under Redocly's recommended
 * rules): applied once to the whole document that @fastify/swagger built.
 *
 * - `servers`: PUBLIC_URL's origin, else this server (`/`);
 * - every operation under `/api/v1/{lang}/…` declares its `lang` path parameter (ar, en);
 * - every operation has an `operationId`: its contract's (`scope` + name, set by the route), or
 *   one derived from the method and the path (`adminPostNewsByIdPublish`): stable and unique;
 * - the answers every call of a scope may give (401 unknown access key, 429 rate limited) are
 *   declared where the route did not;
 * - OpenAPI 3.0 spellings of two JSON Schema shapes Zod writes: `nullable` beside `anyOf` (moved
 *   into each branch) and a record with enum keys (its keys become properties).
 *
 * Documentation only: validation and the answers' bytes are unchanged.
 */
import { LANGUAGES } from '../../shared/constants';

type Json = Record<string, unknown>;
interface Parameter {
  in: string;
  name: string;
  [key: string]: unknown;
}
interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  responses?: Record<string, unknown>;
  [key: string]: unknown;
}
export interface OpenApiObject {
  servers?: { url: string; description?: string }[];
  paths?: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const camel = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capital)
    .join('');

/**
 * `get /api/v1/{lang}/front/news/{id}/{category_id}` → `frontGetNewsByIdByCategoryId`: the scope,
 * the method, then the path's words (a parameter reads `By<Name>`).
 */
export function derivedOperationId(method: string, path: string): string {
  const segments = path.replace(/^\/api\/v1\/\{lang\}\//, '').split('/');
  const [scope = '', ...rest] = segments;
  const words = rest.map((s) => (s.startsWith('{') ? `By${camel(s)}` : camel(s))).join('');
  return `${scope}${capital(method)}${words}`;
}

const LANG_PARAMETER: Parameter = {
  in: 'path',
  name: 'lang',
  required: true,
  description: 'The language of the answer (`msg`, names, texts)',
  schema: { type: 'string', enum: [...LANGUAGES] },
};

const errorAnswer = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          check: { type: 'boolean', enum: [false] },
          msg: { type: 'string' },
          data: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } }, nullable: true },
        },
        required: ['check', 'msg', 'data'],
      },
    },
  },
});

/** The answers any call of a scope may give, whatever the route. */
const SCOPE_ANSWERS: Record<string, Record<string, string>> = {
  front: { 401: 'Unknown or revoked X-Access-Key, or a session is needed', 429: 'Too many requests (Retry-After)' },
  admin: { 401: 'Unknown X-Access-Key, or no staff session', 429: 'Too many requests (Retry-After)' },
  open: { 401: 'No valid key (Authorization: Bearer bk_… or X-Api-Key)', 429: 'Too many requests for this key (Retry-After)' },
};

/** Rewrites the 3.0 spellings Redocly refuses, anywhere in a schema tree. */
function fixSchemas(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixSchemas);
  if (!node || typeof node !== 'object') return;
  const schema = node as Json;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (schema.nullable === true && schema.type === undefined && Array.isArray(branches)) {
      delete schema.nullable;
      schema[key] = branches.map((b: Json) => ({ ...b, nullable: true }));
    }
  }
  const props = (schema.properties ?? {}) as Json;
  const extra = schema.additionalProperties;
  if (Array.isArray(schema.required) && extra && typeof extra === 'object') {
    const missing = (schema.required as string[]).filter((name) => !(name in props));
    if (missing.length > 0) schema.properties = { ...props, ...Object.fromEntries(missing.map((name) => [name, extra])) };
  }
  for (const value of Object.values(schema)) fixSchemas(value);
}

export function completeOpenApiDocument(doc: OpenApiObject, opts: { publicUrl?: string }): OpenApiObject {
  doc.servers = [opts.publicUrl ? { url: new URL(opts.publicUrl).origin, description: 'Binaa' } : { url: '/', description: 'This Binaa server' }];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const scope = /^\/api\/v1\/\{lang\}\/([^/]+)\//.exec(path)?.[1];
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.operationId ??= derivedOperationId(method, path);
      if (scope) {
        // @fastify/swagger writes `lang` as any string on some operations and leaves it out on others.
        op.parameters = [LANG_PARAMETER, ...(op.parameters ?? []).filter((p) => !(p.in === 'path' && p.name === 'lang'))];
        const responses = (op.responses ??= {});
        for (const [status, description] of Object.entries(SCOPE_ANSWERS[scope] ?? {})) responses[status] ??= errorAnswer(description);
      }
      fixSchemas(op);
    }
  }
  return doc;
}
