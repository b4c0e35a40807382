/**
 * The web client's methods derived from the contracts (decision 043): for each call of a group,
 * a method taking its path parameters, query and body fields in one object (an upload: the
 * FormData) and, when the route honours one, an Idempotency-Key; it answers the same `Outcome`
 * as every call of the client, typed by the contract's answer.
 */
import type { CallAnswer, CallDefinition, CallInput, CallScope, CallShape } from '../../shared/contract';
import { requestOf } from '../../shared/contract';
import type { ApiProblem } from './errors';
import type { ApiInit } from './types';

/** The client's one way to the API (client.ts `call`): a transport's answer as an `Outcome`. */
export type Send = <T>(path: string, init?: ApiInit) => Promise<Outcome<T>>;

export type Outcome<T> =
  { ok: true; data: T; msg: string; status: number; version?: string } | { ok: false; problem: ApiProblem; status: number; version?: string };

type Input<C extends CallDefinition> = C['body'] extends 'multipart' ? FormData : CallInput<C>;
/** No field to give: the input may be left out. */
type Args<C extends CallDefinition> = Record<string, never> extends Input<C> ? [input?: Input<C>] : [input: Input<C>];

/** The method of one call. */
export type Caller<C extends CallDefinition> = C['idempotent'] extends true | 'own'
  ? (...args: [...Args<C>, idempotencyKey?: string]) => Promise<Outcome<CallAnswer<C>>>
  : (...args: Args<C>) => Promise<Outcome<CallAnswer<C>>>;

export type Callers<G extends Record<string, CallDefinition>> = { [K in keyof G]: Caller<G[K]> };

function callerOf<C extends CallDefinition>(send: Send, scope: CallScope, shape: CallShape): Caller<C> {
  return ((input?: Record<string, unknown> | FormData, idempotencyKey?: string) => {
    const req = input instanceof FormData ? requestOf(shape, {}, input) : requestOf(shape, input);
    const init: ApiInit = { ...(shape.method !== 'GET' && { method: shape.method }) };
    if (req.query) init.query = req.query;
    if (req.body !== undefined) init.body = req.body;
    if (shape.idempotent) init.idempotencyKey = idempotencyKey;
    if (scope !== 'front') init.scope = scope;
    return send<CallAnswer<C>>(req.path, init);
  }) as unknown as Caller<C>;
}

/**
 * The methods of a scope's calls: `G` is the contracts' type (imported as a type: the browser
 * ships no schema), `shapes` their run-time table (call-shapes.gen.ts), which must name every one.
 */
export function callersOf<G extends Record<string, CallDefinition>>(send: Send, scope: CallScope, shapes: { readonly [K in keyof G]: CallShape }): Callers<G> {
  return Object.fromEntries(Object.keys(shapes).map((name) => [name, callerOf(send, scope, shapes[name as keyof G])])) as unknown as Callers<G>;
}
