/**
 * One contract per call (decision 043): a call of the API is declared once, in
 * `src/shared/schemas/<domain>.ts`, with `defineCall` — its method, path, the Zod schemas of
 * its path parameters, query, body and answer (the envelope's `data`), and its documentation.
 * The server registers its route from it (platform/contract-route.ts: schema, operationId) and
 * the web client's method is derived from it (web/api/contract-client.ts); the OpenAPI
 * document follows from the route. A renamed field breaks the build on both sides.
 */
import type { z } from 'zod';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The API the call is under: `/api/v1/{lang}/front/…` or `/api/v1/{lang}/admin/…`. */
export type CallScope = 'front' | 'admin';

type ZodObjectLike = z.ZodObject | z.ZodPipe<z.ZodObject> | z.ZodType<object>;

export interface CallDefinition {
  /** camelCase; the web client's method and, with the scope, the operationId (`frontNewsTopic`). */
  name: string;
  scope: CallScope;
  method: CallMethod;
  /** Relative to the scope, Fastify style: `news/:id/:category_id`. */
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The JSON body; `'multipart'` for an upload (the client sends a FormData as it is). */
  body?: ZodObjectLike | 'multipart';
  /** The answer's `data`. */
  answer: z.ZodType;
  summary: string;
  description?: string;
  tags: readonly string[];
  /**
   * The call takes an Idempotency-Key (decision 020) and the client method one: `true` through
   * the platform's replay of the first answer (the route's `config.idempotent`), `'own'` when
   * the route honours the key itself (a created API key is answered again, never replayed).
   */
  idempotent?: boolean | 'own';
}

/** Declares a call; `scope` defaults to `front`. */
export function defineCall<const D extends Omit<CallDefinition, 'scope'> & { scope?: CallScope }>(
  def: D,
): D & { scope: D['scope'] extends CallScope ? D['scope'] : 'front' } {
  return { ...def, scope: def.scope ?? 'front' } as D & { scope: D['scope'] extends CallScope ? D['scope'] : 'front' };
}

/** A domain's calls keyed by their names: `calls(a, b)` → `{ [a.name]: a, [b.name]: b }`. */
export function calls<const D extends readonly CallDefinition[]>(...defs: D): { [K in D[number] as K['name']]: K } {
  return Object.fromEntries(defs.map((d) => [d.name, d])) as { [K in D[number] as K['name']]: K };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The OpenAPI operationId of a call: its scope and name (`frontNewsTopic`, `adminNewsPublish`). */
export const operationIdOf = (call: Pick<CallDefinition, 'scope' | 'name'>) => `${call.scope}${capital(call.name)}`;

/**
 * A schema's input, where a coerced field (input `unknown`: `z.coerce.number()`) reads as its
 * output or the string it is on the wire, so a caller's typo in a value still fails the build.
 */
type InputOf<S> = S extends z.ZodType ? Typed<z.input<S>, z.output<S>> : unknown;
type Typed<I, O> = { [K in keyof I]: unknown extends I[K] ? (K extends keyof O ? O[K] | string : I[K]) : I[K] };

/** What a caller gives: the path parameters, query and JSON body fields in one object. */
export type CallInput<C extends CallDefinition> = (C['params'] extends z.ZodType ? InputOf<C['params']> : unknown) &
  (C['query'] extends z.ZodType ? InputOf<C['query']> : unknown) &
  (C['body'] extends 'multipart' ? unknown : C['body'] extends z.ZodType ? InputOf<C['body']> : unknown);

/** The answer's `data` as a client reads it. */
export type CallAnswer<C extends CallDefinition> = z.output<C['answer']>;

/**
 * What a client needs of a call at run time, without its schemas (the web app ships no Zod for
 * it: web/api/call-shapes.gen.ts is made of these by `npm run contracts`).
 */
export interface CallShape {
  method: CallMethod;
  path: string;
  /** The query's fields. */
  query?: readonly string[];
  /** A JSON body (`json`: the fields that are neither path parameters nor query), or the FormData of an upload. */
  body?: 'json' | 'multipart';
  idempotent?: true;
}

const keysOf = (schema: z.ZodObject | undefined): string[] => (schema ? Object.keys(schema.shape) : []);

export function shapeOf(call: CallDefinition): CallShape {
  const query = keysOf(call.query);
  return {
    method: call.method,
    path: call.path,
    ...(query.length > 0 && { query }),
    ...(call.body && { body: call.body === 'multipart' ? 'multipart' : 'json' }),
    ...(call.idempotent && { idempotent: true }),
  };
}

export interface CallRequest {
  method: CallMethod;
  /** Relative to the scope, parameters filled in (encoded). */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

/**
 * The request of a call for an input: `:name` segments take the input's parameters (encoded),
 * the query's fields go to the query string in the caller's order, the rest is the JSON body
 * (a POST without a body schema sends `{}`). A multipart call sends the FormData given as body.
 */
export function requestOf(shape: CallShape, input: Record<string, unknown> = {}, form?: FormData): CallRequest {
  const paramKeys = [...shape.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const queryKeys = new Set(shape.query ?? []);
  const path = shape.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input[name])));
  const request: CallRequest = { method: shape.method, path };
  if (queryKeys.size > 0) request.query = Object.fromEntries(Object.entries(input).filter(([k]) => queryKeys.has(k))) as CallRequest['query'];
  if (shape.body === 'multipart') request.body = form;
  else if (shape.body) request.body = Object.fromEntries(Object.entries(input).filter(([k]) => !queryKeys.has(k) && !paramKeys.includes(k)));
  else if (shape.method === 'POST') request.body = {};
  return request;
}
