/**
 * The front calls of the app, read from the app itself: its OpenAPI document (generated from the
 * routes' Zod schemas by fastify-type-provider-zod) gives each call's params, query and body as
 * JSON Schema; Fastify's route table gives every registered route, so a front route missing from
 * the document (hidden, or without schemas) is reported instead of silently left out.
 */
import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './arbitraries';

export const FRONT_PREFIX = '/api/v1/:lang/front';

export interface FrontCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: /api/v1/:lang/front/news/:id/:category_id */
  url: string;
  /** The path's own params (lang excluded). */
  params: Record<string, JsonSchema>;
  query?: JsonSchema;
  body?: JsonSchema;
  /** Whether the body is required (a POST without a body schema sends none). */
  bodyRequired: boolean;
  /** The body is multipart/form-data (apply_job): the generated object is sent as its parts, `format: binary` fields as files. */
  multipart?: boolean;
  /** The 200 answer's media type when it is a file instead of the JSON envelope (the CSV exports: text/csv). */
  fileType?: string;
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

/** Every METHOD url of Fastify's route table (printRoutes' tree, flattened). */
export function registeredRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│\s]*)(?:├──|└──)\s(.*?)\s\(([A-Z, ]+)\)$/.exec(line) ?? /^([│\s]*)(?:├──|└──)\s(.*)$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    while (stack.length && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const path = (stack[stack.length - 1]?.path ?? '') + m[2]!;
    stack.push({ depth, path });
    if (m[3]) for (const method of m[3].split(',').map((x) => x.trim())) out.push(`${method} ${path}`);
  }
  return out;
}

export function frontCalls(app: FastifyInstance): FrontCall[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const calls: FrontCall[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    if (!url.startsWith(`${FRONT_PREFIX}/`)) continue;
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase() as FrontCall['method'];
      if (method === ('HEAD' as string)) continue;
      const params: Record<string, JsonSchema> = {};
      let query: JsonSchema | undefined;
      for (const p of op.parameters ?? []) {
        if (p.in === 'path' && p.name !== 'lang') params[p.name] = p.schema;
        else if (p.in === 'query') {
          query ??= { type: 'object', properties: {}, required: [] };
          query.properties![p.name] = p.schema;
          if (p.required) query.required!.push(p.name);
        } else if (p.in !== 'path') throw new Error(`${method} ${url}: parameter in ${p.in} is not fuzzed yet`);
      }
      const content = op.requestBody?.content;
      const multipart = Boolean(content?.['multipart/form-data']) && !content?.['application/json'];
      if (content && !content['application/json'] && !multipart)
        throw new Error(`${method} ${url}: body of type ${Object.keys(content).join(', ')} is not fuzzed yet`);
      const okTypes = Object.keys(op.responses?.['200']?.content ?? {});
      const fileType = okTypes.find((type) => type !== 'application/json');
      if (fileType && okTypes.length > 1) throw new Error(`${method} ${url}: a 200 of several types (${okTypes.join(', ')}) is not checked yet`);
      const body = content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema;
      calls.push({ method, url, params, query, body, bodyRequired: op.requestBody?.required ?? false, fileType, ...(multipart ? { multipart } : {}) });
    }
  }
  return calls.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

/** Front routes Fastify serves that the document does not describe (so the suite could not fuzz them). */
export function undocumentedFrontRoutes(app: FastifyInstance, calls: FrontCall[]): string[] {
  const known = new Set(calls.map((c) => `${c.method} ${c.url}`));
  return registeredRoutes(app)
    .filter((r) => r.split(' ')[1]!.startsWith(`${FRONT_PREFIX}/`))
    .filter((r) => !r.startsWith('HEAD ') && !known.has(r));
}
