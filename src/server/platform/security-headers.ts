/**
 * Security headers (Helmet's, with our Content-Security-Policy) on every answer, and the policy of
 * each rendered page (decision 022).
 *
 * - Every answer gets the base headers from an onRequest hook: Helmet runs once at start-up
 *   against a recording response and each request gets the recorded object. (@fastify/helmet built
 *   a new Helmet middleware, re-parsing the CSP directives, on every request: ~5 % of the CPU of a
 *   cached page.) The base policy allows scripts from our origin only, no inline script at all.
 * - A rendered page (platform/web.ts) replaces that policy by one that also lists the sha256 hash
 *   of each inline script of its own bytes (`pageContentSecurityPolicy`), computed once per render
 *   and stored with the page in the HTML cache: a cached page always carries the hashes of the
 *   scripts it holds, and there is no nonce to reuse. Styles keep 'unsafe-inline' (Emotion's
 *   critical CSS in <head>, style attributes).
 * - `Strict-Transport-Security` when the public origin is https (a TLS proxy in front counts).
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Our scripts' sources (before the hashes of a page's inline scripts are added). */
const SCRIPT_SRC = "script-src 'self'";

/** Helmet's options for a site whose public origin is `publicUrl`: HSTS (a year, subdomains included) when it is https. */
export function helmetOptions(publicUrl: string | undefined): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // No 'unsafe-inline': a page lists the hashes of its own inline scripts (pageContentSecurityPolicy).
        scriptSrc: ["'self'"],
        // Emotion's critical CSS and MUI's style attributes are inline (the issue asks for scripts only).
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: /^https:\/\//i.test(publicUrl ?? '') ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
  };
}

/** The options of an http public origin (no HSTS). */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = helmetOptions(undefined);

/** The headers Helmet sets for these options, as name → value. */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/** The base policy split where a page's hashes go: after `script-src 'self'`. */
const [POLICY_HEAD, POLICY_TAIL] = (() => {
  const policy = securityHeaders()['content-security-policy']!;
  const at = policy.indexOf(SCRIPT_SRC);
  const end = at + SCRIPT_SRC.length;
  if (at < 0 || (policy[end] !== undefined && policy[end] !== ';')) throw new Error(`security-headers: no "${SCRIPT_SRC}" directive in ${policy}`);
  return [policy.slice(0, end), policy.slice(end)];
})();

/** The Content-Security-Policy of a page whose inline scripts have these hash sources. */
export function contentSecurityPolicy(hashSources: readonly string[]): string {
  return hashSources.length ? `${POLICY_HEAD} ${hashSources.join(' ')}${POLICY_TAIL}` : POLICY_HEAD + POLICY_TAIL;
}

/** The Content-Security-Policy of a rendered page: the base policy plus the hashes of its inline scripts. */
export function pageContentSecurityPolicy(html: Buffer): string {
  return contentSecurityPolicy(inlineScriptHashes(html));
}

const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script');
const GT = 0x3e;
const CR = 0x0d;
const NUL = 0x00;

/**
 * The `'sha256-…'` sources of the inline scripts of an HTML document, in document order, each once.
 *
 * Works on the bytes (UTF-8, the document's encoding) as the browser's tokenizer reads a script
 * element: the text is everything between the start tag's `>` and the next `</script`; it is
 * hashed as it is (no character references in script text), after the input normalisation the
 * parser applies (CR LF and CR become LF, NUL becomes U+FFFD).
 *
 * Which scripts: every `<script>` without `src`, except data blocks of a JSON type
 * (`application/ld+json`, `application/json`), which are never executed. Types the browser would
 * not run are hashed anyway: our inert module script (`binaa/module`, ui/scripts-after-paint.ts)
 * has its text copied into a real module script after the first paint, and an unknown type costs
 * one hash in the header at most.
 *
 * It assumes what React and React Router write: lower-case `<script` tags, and no `</script` or
 * `<!--` inside a script's text (React Router writes `<` in its data as `\u003c`). Anything else
 * would make the browser refuse that script, and the e2e spec csp.spec.ts fails on it.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes: string[] = [];
  for (let at = html.indexOf(SCRIPT_OPEN); at !== -1;) {
    const nameEnd = at + SCRIPT_OPEN.length;
    const next = html[nameEnd];
    // `<scripts…>` or any other tag name that only starts with "script".
    if (next !== GT && next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0c && next !== 0x2f) {
      at = html.indexOf(SCRIPT_OPEN, nameEnd);
      continue;
    }
    const tagEnd = endOfTag(html, nameEnd);
    if (tagEnd === -1) break;
    const close = html.indexOf(SCRIPT_CLOSE, tagEnd + 1);
    const textEnd = close === -1 ? html.length : close;
    const attributes = html.toString('latin1', nameEnd, tagEnd);
    if (!/\ssrc\s*=/i.test(attributes) && !isDataBlock(attributes)) {
      const source = `'sha256-${createHash('sha256')
        .update(normalised(html.subarray(tagEnd + 1, textEnd)))
        .digest('base64')}'`;
      if (!hashes.includes(source)) hashes.push(source);
    }
    if (close === -1) break;
    at = html.indexOf(SCRIPT_OPEN, close + SCRIPT_CLOSE.length);
  }
  return hashes;
}

/** The `>` that ends a start tag begun before `from` (quoted attribute values may hold one). */
function endOfTag(html: Buffer, from: number): number {
  let quote = 0;
  for (let i = from; i < html.length; i++) {
    const c = html[i]!;
    if (quote) {
      if (c === quote) quote = 0;
    } else if (c === 0x22 || c === 0x27) {
      // A quote opens a value only after `=` (and spaces): `a"b` in a bare name is just a character.
      let j = i - 1;
      while (j >= from && (html[j] === 0x20 || html[j] === 0x09 || html[j] === 0x0a || html[j] === 0x0c)) j--;
      if (html[j] === 0x3d) quote = c;
    } else if (c === GT) return i;
  }
  return -1;
}

/** A `type` of JSON: a data block the browser never executes (JSON-LD, React Router has none). */
function isDataBlock(attributes: string): boolean {
  const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  if (!type) return false;
  const essence = (type[1] ?? type[2] ?? type[3] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  return essence === 'application/json' || essence.endsWith('+json');
}

/** The script's text as the parser hands it on: CR LF and lone CR as LF, NUL as U+FFFD. */
function normalised(text: Buffer): Buffer {
  if (!text.includes(CR) && !text.includes(NUL)) return text;
  return Buffer.from(text.toString('utf8').replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD'));
}

/**
 * The base headers on every answer (HSTS included when the app's public origin is https); a rendered
 * page replaces the Content-Security-Policy by its own (platform/web.ts).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string | undefined = (app as { config?: { publicUrl?: string } }).config?.publicUrl,
): void {
  const headers = securityHeaders(helmetOptions(publicUrl));
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
