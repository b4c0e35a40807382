/**
 * Database failures that are the database's absence, not the request's fault (decision 021):
 * PostgreSQL down, restarting, frozen or out of connections. The API answers them with a 503
 * envelope and Retry-After; every other error keeps its own mapping.
 */

/** Seconds a client is told to wait before trying again. */
export const DATABASE_RETRY_AFTER_S = 5;

/** SQLSTATE classes and codes of a server that is going away, starting, or cannot take the session. */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (a fast or immediate stop ended the session)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
  '57014', // query_canceled: the statement outlived DB_STATEMENT_TIMEOUT_MS
]);

/** node-postgres and pg-pool's own messages when no answer came (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no connection within DB_CONNECT_TIMEOUT_MS
  'Connection terminated due to connection timeout',
  'Query read timeout', // pg: no answer within DB_QUERY_TIMEOUT_MS (a frozen server)
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Socket errors on the way to the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/** True when the error (or one of its causes: drizzle wraps the driver's error) says the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) return true;
    if (UNAVAILABLE_MESSAGES.includes(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

const LOG_EVERY_MS = 5_000;
let lastLogged = 0;
let quieted = 0;

/** One warning per 5 s while the database is away (an outage under load is thousands of requests), the rest at debug. */
export function logDatabaseUnavailable(log: { warn: (obj: object, msg: string) => void; debug: (obj: object, msg: string) => void }, err: unknown) {
  const now = Date.now();
  if (now - lastLogged < LOG_EVERY_MS) {
    quieted++;
    log.debug({ err }, 'database unavailable');
    return;
  }
  log.warn({ err, sinceLastWarning: quieted }, 'database unavailable: answering 503');
  lastLogged = now;
  quieted = 0;
}
