/**
 * Text the database cannot hold or that is not text at all never reaches a route: a NUL
 * character (PostgreSQL refuses 0x00 in text), bytes that are not UTF-8, and lone UTF-16
 * surrogates (a JSON `"\ud800"`), in the JSON body, the query string or the path parameters,
 * are a 422 envelope naming the first such field (`invalid_characters`). One place for the
 * whole API scope (issue 15).
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationFailed } from './errors';

/** Set by the JSON parser when the body's bytes were not UTF-8 (decoded with U+FFFD). */
const kNotUtf8 = Symbol('binaa.bodyNotUtf8');
type GuardedRequest = FastifyRequest & { [kNotUtf8]?: boolean };

const REPLACEMENT = '\uFFFD';

/** Whether a string is text the API accepts: well-formed UTF-16, no NUL. */
export function isCleanText(s: string, replacementIsBad = false): boolean {
  return !s.includes('\0') && s.isWellFormed() && !(replacementIsBad && s.includes(REPLACEMENT));
}

const isPlain = (v: object) => {
  const proto = Object.getPrototypeOf(v) as unknown;
  return Array.isArray(v) || proto === Object.prototype || proto === null;
};

/**
 * The dotted path (`items.0.name`) of the first string, or key, that is not clean text; `body`
 * for the value itself. Depth first without recursion (a 1 MB body nests deep); only plain
 * objects and arrays are entered (a parsed file or stream is not text).
 */
export function firstDirtyPath(value: unknown, replacementIsBad = false, root = 'body'): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isCleanText(v, replacementIsBad)) return path || root;
      continue;
    }
    // Params and query objects of the router and parser have their own prototypes: the root is entered.
    if (v === null || typeof v !== 'object' || (path !== '' && !isPlain(v)) || (path === '' && Buffer.isBuffer(v))) continue;
    const keys = Object.keys(v);
    for (const key of keys) if (!isCleanText(key, replacementIsBad)) return path ? `${path}.${key}` : key;
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      stack.push([(v as Record<string, unknown>)[key], path ? `${path}.${key}` : key]);
    }
  }
  return null;
}

function decodeQueryPart(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The first field of a raw query string whose percent-decoding is not clean text: `%FF`,
 * `%ED%A0%80` (an encoded surrogate) and `%00` alike. Parsers differ on what they make of
 * undecodable bytes; the raw string does not.
 */
export function firstDirtyQueryField(url: string): string | null {
  const q = url.indexOf('?');
  if (q < 0) return null;
  for (const pair of url.slice(q + 1).split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = eq < 0 ? pair : pair.slice(0, eq);
    const key = decodeQueryPart(rawKey);
    // A key that is not text itself is named as sent (percent-encoded, plain ASCII).
    if (key == null || !isCleanText(key)) return rawKey || 'query';
    if (eq < 0) continue;
    const value = decodeQueryPart(pair.slice(eq + 1));
    // A field the answer can carry as an own key ('' and `__proto__` cannot be named as themselves).
    if (value == null || !isCleanText(value)) return key && key !== '__proto__' ? key : 'query';
  }
  return null;
}

/** The first offending field of a request, or null. */
export function firstDirtyField(req: FastifyRequest): string | null {
  return (
    firstDirtyPath(req.params, false, 'params') ??
    firstDirtyQueryField(req.url) ??
    firstDirtyPath(req.query, false, 'query') ??
    firstDirtyPath(req.body, (req as GuardedRequest)[kNotUtf8] === true) ??
    ((req as GuardedRequest)[kNotUtf8] ? 'body' : null)
  );
}

/**
 * Installs the guard on a scope: a JSON parser that notes bodies that are not UTF-8 (then
 * parses them as Fastify would, prototype poisoning refused), and a preValidation hook that
 * rejects the first dirty field before the schemas and the handlers see it.
 */
export function installInputGuard(scope: FastifyInstance) {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body: Buffer, done) => {
    if (!isUtf8(body)) (req as GuardedRequest)[kNotUtf8] = true;
    parseJson(req, body.toString('utf8'), done);
  });

  scope.addHook('preValidation', (req, _reply, done) => {
    // Path and query reach us percent-encoded (the HTTP parser refuses raw NULs; other raw bytes
    // arrive as Latin-1 text): without a '%' (or a NUL, via inject) and without a body there is
    // nothing to look at. The hot cached reads take this way.
    if (req.body === undefined && !req.url.includes('%') && !req.url.includes('\0')) return done();
    const field = firstDirtyField(req);
    done(field == null ? undefined : new ValidationFailed({ [field]: ['invalid_characters'] }));
  });
}
