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

interface Pending {
  tx: DbTransaction;
  scope: string;
  route: string;
  key: string;
  hash: string;
  /** The handler's answer before serialisation (preSerialization). */
  payload?: unknown;
  /** Ends the transaction: commit (true) or roll back; resolves when it has ended. */
  end(commit: boolean): Promise<void>;
  /** Work that must see the committed rows (afterCommit), run once the commit has succeeded. */
  committed?: (() => Promise<void>)[];
}

class Rollback extends Error {}

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

/** At most `size` requests hold a pooled connection for their transaction; the rest wait their turn. */
function semaphore(size: number) {
  let used = 0;
  const waiting: (() => void)[] = [];
  return {
    async acquire() {
      if (used < size) {
        used++;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else used--;
    },
  };
}

/**
 * Installs idempotency on the routes of `scope` (and its children) that declare
 * `config: { idempotent: true }`. Call it after the rate limiter is registered, so a replay
 * counts against the limits like any request.
 */
export function installIdempotency(scope: FastifyInstance) {
  const { db, pool } = scope.database;
  // A handler may still need a pooled connection of its own (a service that writes through the
  // app's db): never let the held transactions take the whole pool.
  const slots = semaphore(Math.max(1, Math.floor((pool.options.max ?? 10) / 2)));
  let lastCleanup = 0;
  const secret = loadSecret(scope.config);
  scope.decorateRequest('idempotency', null);

  /** Opens the request's transaction; resolves with it once open (the transaction waits for `end`). */
  async function open(): Promise<Pick<Pending, 'tx' | 'end'>> {
    await slots.acquire();
    let decide!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (decide = resolve));
    // A request that never reaches its answer must not hold a connection and a slot for ever.
    const timer = setTimeout(() => decide(false), HOLD_MAX_MS);
    timer.unref();
    let ready!: (tx: DbTransaction) => void;
    const opened = new Promise<DbTransaction>((resolve) => (ready = resolve));
    const finished = db
      .transaction(async (tx) => {
        ready(tx);
        if (!(await decided)) throw new Rollback();
      })
      .finally(() => {
        clearTimeout(timer);
        slots.release();
      });
    // A failure to open (no connection) rejects `opened` too.
    const tx = await Promise.race([opened, finished.then(() => Promise.reject(new Error('transaction ended before it opened')))]);
    return {
      tx,
      async end(commit) {
        decide(commit);
        try {
          await finished;
        } catch (err) {
          if (!(err instanceof Rollback)) throw err;
        }
      },
    };
  }

  async function begin(req: FastifyRequest, reply: FastifyReply) {
    const header = req.headers[IDEMPOTENCY_KEY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header.join(', ') : header;
    if (!isIdempotencyKey(key)) return sendError(reply, 422, 'api.idempotency_key_invalid');
    const scopeName = clientScope(req);
    const route = `${req.method} ${req.routeOptions.url ?? req.url}`;
    const hash = hashBody(secret, req.body);

    const { tx, end } = await open();
    try {
      await tx.execute(sql`set local idle_in_transaction_session_timeout = '60s'`);
      const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended(${`${scopeName}\n${route}\n${key}`}, 0)) as ok`);
      if (!lock.rows[0]?.ok) {
        await end(false);
        // Retry-After tells a client this conflict clears by itself (the web client retries it).
        reply.header('retry-after', '1');
        return sendError(reply, 409, 'api.idempotency_in_progress');
      }
      const found = await tx.execute<{ request_hash: string; status: number; response: unknown }>(sql`
        select request_hash, status, response from idempotency_keys
        where scope = ${scopeName} and route = ${route} and key = ${key}
          and created_at > now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
      const stored = found.rows[0];
      if (stored) {
        await end(false);
        if (stored.request_hash !== hash) return sendError(reply, 422, 'api.idempotency_key_reused');
        return reply.code(stored.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(stored.response);
      }
    } catch (err) {
      await end(false).catch(() => undefined);
      throw err;
    }
    req.idempotency = { tx, end, scope: scopeName, route, key, hash };
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
      await pending.end(false);
      return payload;
    }
    try {
      await pending.tx.execute(sql`
        insert into idempotency_keys (scope, route, key, request_hash, status, response)
        values (${pending.scope}, ${pending.route}, ${pending.key}, ${pending.hash}, ${status}, ${JSON.stringify(body)}::jsonb)
        on conflict (scope, route, key) do update
          set request_hash = excluded.request_hash, status = excluded.status, response = excluded.response, created_at = now()`);
    } catch (err) {
      await pending.end(false).catch(() => undefined);
      throw err;
    }
    // A failed commit throws here: the client gets a 500, and neither the write nor the answer stays.
    await pending.end(true);
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
    await pending.end(false).catch((err: unknown) => req.log.warn({ err }, 'idempotency transaction did not end cleanly'));
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
