/**
 * A route from its contract (decision 043): `api.route({ ...routeOf(call, { 404: errorEnvelope }), handler })`
 * gives the route its method, URL and `schema` — operationId, tags, summary, the Zod schemas of
 * its params, query and body, and the envelope of its answer beside the error answers given —
 * so Fastify validates with the contract's schemas and the type provider checks the handler's
 * input and answer against them. The route adds what is the server's alone (config, hooks,
 * serializer) in the same object; `responses` may replace the 200 schema (examples).
 */
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { operationIdOf, type CallDefinition } from '../../shared/contract';
import { envelopeOf } from './openapi';

type Responses = Record<number, z.ZodType>;
type Defined<T> = T extends z.ZodType ? T : undefined;

export interface ContractSchema<C extends CallDefinition, R extends Responses> {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  params: Defined<C['params']>;
  querystring: Defined<C['query']>;
  body: Defined<C['body']>;
  response: Omit<{ 200: ReturnType<typeof envelopeOf<C['answer']>> }, keyof R> & R;
}

export function routeOf<const C extends CallDefinition, const R extends Responses = Record<never, never>>(
  call: C,
  responses?: R,
  config?: FastifyContextConfig,
) {
  const schema: Record<string, unknown> = {
    operationId: operationIdOf(call),
    tags: [...call.tags],
    summary: call.summary,
    ...(call.description && { description: call.description }),
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && call.body !== 'multipart' && { body: call.body }),
    response: { 200: envelopeOf(call.answer), ...responses },
  };
  const replayed = call.idempotent === true;
  return {
    method: call.method,
    url: `/${call.path}`,
    schema: schema as unknown as ContractSchema<C, R>,
    ...((config || replayed) && { config: { ...config, ...(replayed && { idempotent: true }) } }),
  };
}
