// Longer than 300 lines: one mechanism (decision 020): the helpers a route calls and the hooks share the request's pending transaction and stored answer.
/**
 * Idempotent creation (decision 020; the IETF draft "The Idempotency-Key HTTP Header Field" and
 * Stripe's behaviour). A POST that creates something declares it with one line of route config:
 *
 *   config: { idempotent: true }
 *
 * and does its writes through `requestDb(req)`. A request that carries `Idempotency-Key` then:
 *
 * - opens a transaction and takes a transaction-scoped advisory lock on (client scope, route, key):
 *   a second request with the same key while the first is running answers 409 at once
 *   (`Retry-After: 1`);
 * - finds the stored answer of an earlier request with the same key (24 hours): the same body →
 *   that answer again (same status and body, header `Idempotent-Replayed: true`), nothing runs;
 *   another body → 422;
 * - otherwise runs the handler inside that transaction (`requestDb(req)` is the transaction), and
 *   before the answer leaves, stores it in `idempotency_keys` and commits: the write and its
 *   stored answer commit together or not at all. A process killed in between leaves neither,
 *   and a retry with the same key runs again as if it were the first request.
 *
 * Only successful (2xx) answers are stored: a failure rolls the transaction back (nothing was
 * created) and the key stays free, so a corrected retry may use it again. Schema validation (422)
 * and rate limits (429) answer before this runs. A request without the header runs as before.
 * A key that is not 1-255 printable ASCII characters answers 422.
 *
 * The client scope is the access key's name plus the signed-in user id, or the address for a
 * visitor: two clients sending the same key never see each other's answers.
 */
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER, isIdempotencyKey } from '../../shared/idempotency';
import type { Db } from '../db/client';
import { sendError } from './envelope';
import { hookList } from './route-hooks';
import { loadSecret } from './secret';

/** A transaction of the app's database (what `db.transaction` hands its callback). */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a creating route writes: the request's transaction under a key, else the database. */
export type Writer = Db | DbTransaction;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that creates something: an `Idempotency-Key` makes a retry return the first answer. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: Pending | null;
  }
}

/** Stored answers are kept (and honoured) this long. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** The longest a request may hold its transaction (then it is rolled back). */
const HOLD_MAX_MS = 120_000;
/** How often (at most) one instance deletes expired rows, after a stored answer. */
const CLEANUP_EVERY_MS = 10 * 60_000;

interface StoredAnswer {
  request_hash: string;
  status: number;
  response: unknown;
}

interface Pending {
  tx: DbTransaction;
  scope: string;
  route: string;
  key: string;
  hash: string;
  /** The handler's answer before serialisation (preSerialization). */
  payload?: unknown;
  /** Stores the answer and commits, with the handler's writes; throws (everything rolled back) when either fails. */
  store(status: number, body: unknown): Promise<void>;
  /** Rolls the transaction back (nothing of the handler stays); resolves when it has ended. Idempotent. */
  end(): Promise<void>;
  /** Work that must see the committed rows (afterCommit), run once the commit has succeeded. */
  committed?: (() => Promise<void>)[];
}

const IDEMPOTENCY_DOC =
  'Accepts an `Idempotency-Key` header (1-255 printable ASCII characters, one per operation): a retry with the same key and body ' +
  'answers the first answer again (header `Idempotent-Replayed: true`) and creates nothing; the same key with another body answers 422, ' +
  'a retry while the first request still runs answers 409 (`Retry-After`). Successful answers are kept 24 hours.';

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The fingerprint of a request body: an HMAC under the server's secret, not a bare SHA-256 — a
 * register body holds a password, and a bare hash in a leaked table could be guessed offline.
 */
export const hashBody = (secret: string, body: unknown) =>
  createHmac('sha256', secret)
    .update(`idempotency\n${canonical(body)}`)
    .digest('hex');

/** Who sent the request: the access key's name, then the user (signed in) or the address. */
export function clientScope(req: FastifyRequest): string {
  const app = req.client?.name ?? 'anonymous';
  return req.session ? `${app}:u${req.session.userId}` : `${app}:ip:${req.ip}`;
}

/** The database a creating route writes with: the request's transaction when it carries a key. */
export function requestDb(req: FastifyRequest): Writer {
  return req.idempotency?.tx ?? req.server.database.db;
}

/**
 * Runs `fn` once the request's writes are committed: at once when they already are (no key: the
 * service's own transaction has ended), else after the answer's transaction commits (nothing when
 * it rolls back). For what must not run before the rows are visible to others, such as emptying a
 * cache that a concurrent reader would refill with the old rows.
 */
export async function afterCommit(req: FastifyRequest, fn: () => Promise<void>): Promise<void> {
  const pending = req.idempotency;
  if (!pending) return fn();
  (pending.committed ??= []).push(fn);
}

/** The statements of a keyed write's start, sent together (pipelined): one round trip. */
const BEGIN = 'begin';
// Also the pool's setting when statement limits are on (db/client.ts); here for every pool.
const HOLD_LIMIT = "set local idle_in_transaction_session_timeout = '60s'";
const LOCK = 'select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as ok';
// Its own statement after the lock's, so its snapshot is taken once the lock is held: a request
// that got the lock right after another committed sees that one's stored answer.
const LOOKUP = `select request_hash, status, response from idempotency_keys
  where scope = $1 and route = $2 and key = $3 and created_at > now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
const STORE = `insert into idempotency_keys (scope, route, key, request_hash, status, response)
  values ($1, $2, $3, $4, $5, $6::jsonb)
  on conflict (scope, route, key) do update
    set request_hash = excluded.request_hash, status = excluded.status, response = excluded.response, created_at = now()`;

/** The first failure of statements sent together, once all of them have answered (none may be left in flight). */
async function allAnswered<T extends readonly unknown[]>(queries: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(queries);
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * Installs idempotency on the routes of `scope` (and its children) that declare
 * `config: { idempotent: true }`. Call it after the rate limiter is registered, so a replay
 * counts against the limits like any request.
 */
export function installIdempotency(scope: FastifyInstance) {
  const { db, keyedPool } = scope.database;
  // drizzle on a connection of the keyed pool, as a transaction already open: a service's own
  // `db.transaction` on it is a savepoint, never a second BEGIN or an early COMMIT. The request
  // sends BEGIN and COMMIT itself, each together with its neighbours (decision 041).
  const dialect = new PgDialect();
  const relational = { fullSchema: db._.fullSchema, schema: db._.schema!, tableNamesMap: db._.tableNamesMap };
  const transactionOn = (client: pg.PoolClient) =>
    new NodePgTransaction(dialect, new NodePgSession(client, dialect, relational), relational) as unknown as DbTransaction;
  let lastCleanup = 0;
  const secret = loadSecret(scope.config);
  scope.decorateRequest('idempotency', null);

  /**
   * Takes a connection of the keyed pool (waiting at most DB_CONNECT_TIMEOUT_MS, then 503 like any
   * query without a connection) and, in one round trip, opens the transaction, takes the key's
   * lock and looks for its stored answer. `end` gives the connection back exactly once.
   */
  async function open(lockKey: string, scopeName: string, route: string, key: string) {
    const client = await keyedPool.connect();
    let ended = false;
    const giveBack = (err?: Error) => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      client.release(err);
    };
    /** Rolls back (nothing else may be in flight) and gives the connection back; a connection that cannot roll back is dropped. */
    const rollback = async () => {
      if (ended) return;
      try {
        await client.query('rollback');
        giveBack();
      } catch (err) {
        giveBack(err instanceof Error ? err : new Error(String(err)));
      }
    };
    // A request that never reaches its answer must not hold a connection for ever.
    const timer = setTimeout(() => void rollback(), HOLD_MAX_MS);
    timer.unref();
    try {
      const [, , lock, found] = await allAnswered<[unknown, unknown, pg.QueryResult<{ ok: boolean }>, pg.QueryResult<StoredAnswer>]>([
        client.query(BEGIN),
        client.query(HOLD_LIMIT),
        client.query<{ ok: boolean }>(LOCK, [lockKey]),
        client.query<StoredAnswer>(LOOKUP, [scopeName, route, key]),
      ]);
      return { client, locked: lock.rows[0]?.ok === true, stored: found.rows[0], rollback, giveBack };
    } catch (err) {
      await rollback();
      throw err;
    }
  }

  async function begin(req: FastifyRequest, reply: FastifyReply) {
    const header = req.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header.join(', ') : header;
    if (!isIdempotencyKey(key)) return sendError(reply, 422, 'api.idempotency_key_invalid');
    const scopeName = clientScope(req);
    const route = `${req.method} ${req.routeOptions.url ?? req.url}`;
    const hash = hashBody(secret, req.body);

    const { client, locked, stored, rollback, giveBack } = await open(`${scopeName}\n${route}\n${key}`, scopeName, route, key);
    // Nothing was written: the answer need not wait for the rollback (it never fails; a connection
    // that cannot roll back is dropped).
    if (!locked) {
      void rollback();
      // Retry-After tells a client this conflict clears by itself (the web client retries it).
      reply.header('retry-after', '1');
      return sendError(reply, 409, 'api.idempotency_in_progress');
    }
    if (stored) {
      void rollback();
      if (stored.request_hash !== hash) return sendError(reply, 422, 'api.idempotency_key_reused');
      return reply.code(stored.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(stored.response);
    }
    req.idempotency = {
      tx: transactionOn(client),
      scope: scopeName,
      route,
      key,
      hash,
      end: rollback,
      async store(status, body) {
        // The answer and COMMIT together: one round trip. A failed insert aborts the transaction,
        // and the COMMIT behind it then only ends it (PostgreSQL answers it with ROLLBACK).
        const [insert, commit] = await Promise.allSettled([
          client.query(STORE, [scopeName, route, key, hash, status, JSON.stringify(body)]),
          client.query('commit'),
        ]);
        // Whatever happened, the connection goes back: the pool ends one still inside a transaction
        // (db/client.ts), and one whose answer never came was already dropped.
        giveBack();
        if (insert.status === 'rejected') throw insert.reason;
        if (commit.status === 'rejected') throw commit.reason;
        if (commit.value.command !== 'COMMIT') throw new Error(`the answer's transaction ended with ${commit.value.command}`);
      },
    };
  }

  async function capture(req: FastifyRequest, _reply: FastifyReply, payload: unknown) {
    if (req.idempotency) req.idempotency.payload = payload;
    return payload;
  }

  /** Before the answer leaves: store it with the write and commit (2xx), or roll back. */
  async function settle(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const pending = req.idempotency;
    if (!pending) return payload;
    req.idempotency = null;
    const status = reply.statusCode;
    const body = pending.payload !== undefined ? pending.payload : typeof payload === 'string' ? (JSON.parse(payload) as unknown) : undefined;
    if (status < 200 || status >= 300 || body === undefined) {
      await pending.end();
      return payload;
    }
    // A failed store or commit throws here: the client gets a 500, and neither the write nor the answer stays.
    await pending.store(status, body);
    for (const fn of pending.committed ?? []) await fn().catch((err: unknown) => req.log.warn({ err }, 'after-commit work failed'));
    if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = Date.now();
      db.execute(sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`).catch((err: unknown) =>
        req.log.warn({ err }, 'could not delete expired idempotency keys'),
      );
    }
    return payload;
  }

  /**
   * Whatever happened (an error in another hook), the transaction never stays open. A client that
   * goes away mid-request changes nothing: the handler finishes, its answer is stored and committed,
   * and the client's retry gets it.
   */
  async function release(req: FastifyRequest) {
    const pending = req.idempotency;
    if (!pending) return;
    req.idempotency = null;
    await pending.end().catch((err: unknown) => req.log.warn({ err }, 'idempotency transaction did not end cleanly'));
  }

  scope.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return;
    // Said once in the OpenAPI entry of every such route (/api/docs).
    route.schema = {
      ...route.schema,
      description: [route.schema?.description, IDEMPOTENCY_DOC].filter(Boolean).join('\n\n'),
    };
    // Route-level hooks run after the scope's: after the session, validation and the rate limiter.
    route.preHandler = [...hookList(route.preHandler), begin];
    route.preSerialization = [...hookList(route.preSerialization), capture];
    route.onSend = [...hookList(route.onSend), settle];
    route.onResponse = [...hookList(route.onResponse), release];
  });
}
