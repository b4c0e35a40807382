/**
 * The environment, parsed once. Every variable has a default that works for the embedded mode;
 * the README's configuration table and .env.example list the same variables.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { SOCIAL_PROVIDERS } from '../shared/schemas/accounts';

const bool = z.enum(['1', '0', 'true', 'false', '']).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database, uploads and generated images live. */
  DATA_DIR: z.string().default('./data'),
  /** External PostgreSQL (>= 15). Empty: the embedded PostgreSQL in DATA_DIR/pg. */
  DATABASE_URL: z.string().optional(),
  /**
   * A read replica of DATABASE_URL (streaming replication) for the hot public reads (home, prices,
   * comparison, news, directories, pages). Empty: those reads go to the primary.
   */
  DATABASE_READ_URL: z.string().optional(),
  /**
   * After a write that empties cached answers (on this or any instance), the hot reads go to the
   * primary for this many milliseconds, so a replica that lags behind cannot refill a cache with
   * what the write replaced. Keep it above the replica's usual lag.
   */
  DATABASE_READ_AFTER_WRITE_MS: z.coerce.number().int().min(0).default(3000),
  /** Milliseconds to open a database connection (or wait for a free one in the pool) before the request fails with 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(2000),
  /** PostgreSQL's statement_timeout for the app's queries (the server cancels longer ones); 0 = none. Migrations and the seed run without it. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5000),
  /** Client-side limit on waiting for a query's answer (a frozen server or network); the connection is then dropped. 0 = none. */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(6000),
  /** Redis for the shared cache, rate limits and pub/sub when several instances run. */
  REDIS_URL: z.string().optional(),
  /** Load the demo data into an empty database on start. */
  SEED_DEMO: bool.default(true),
  /** Public origin of the site (canonical links, e-mails, Origin checks). */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which peers may tell the client's address in X-Forwarded-For: empty/`false` (default: none,
   * the socket's address counts), `true` (any peer), a hop count (`1`), or proxies' addresses
   * and CIDRs (`127.0.0.1,10.0.0.0/8`; also `loopback`, `linklocal`, `uniquelocal`).
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .superRefine((v, ctx) => {
      const bad = trustProxyProblem(v);
      if (bad) ctx.addIssue({ code: 'custom', message: bad });
    }),
  /** Extra API access keys, comma separated `key:name` (the web key is always known). */
  ACCESS_KEYS: z.string().default(''),
  /** Seconds to wait for in-flight requests on SIGTERM/SIGINT before closing anyway. */
  SHUTDOWN_TIMEOUT: z.coerce.number().int().positive().default(10),
  /** The first admin of the back office, made at start while no admin can sign in (then ignored): e-mail and password (8+ characters). */
  ADMIN_EMAIL: z.string().default(''),
  ADMIN_PASSWORD: z.string().default(''),
  /** Signs captcha challenges and sign-in state. Empty: generated once into DATA_DIR/secret. */
  SECRET: z.string().optional(),
  /** SMTP server for e-mails, e.g. smtp://user:pass@mail:587. Empty: mails go to the outbox table and the log. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Binaa <no-reply@binaa.local>'),
  /** Seconds before the first new attempt of a mail the SMTP server did not take; each later wait doubles (with jitter). */
  MAIL_RETRY_DELAY: z.coerce.number().int().min(1).default(30),
  /** New attempts of a mail before its job is marked failed (the outbox row keeps the last error). */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).default(10),
  /** When the daily price bulletin (and the price alerts' check) runs: cron in Africa/Cairo time. Empty: no schedule (the back office queues it). */
  BULLETIN_CRON: z.string().default('0 7 * * *'),
  /** Captcha of the register form: altcha (self-hosted proof of work) or recaptcha. */
  CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha']).default('altcha'),
  RECAPTCHA_SITE_KEY: z.string().default(''),
  RECAPTCHA_SECRET_KEY: z.string().default(''),
  /**
   * Bearer token of GET /metrics (Prometheus). Set: only `Authorization: Bearer <token>` is answered;
   * empty: only a scraper on the same machine (the connection's own address is loopback, never a header).
   */
  METRICS_TOKEN: z.string().default(''),
  /** Keep the shared pages' HTML in memory (30 s, emptied on writes). 0: render every page (benchmarks, debugging). */
  PAGE_CACHE: bool.default(true),
  /** Session lifetime in days. */
  SESSION_DAYS: z.coerce.number().int().positive().default(30),
  /** Social sign-in with Google (OpenID Connect); empty client id = off. */
  OIDC_GOOGLE_CLIENT_ID: z.string().default(''),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().default(''),
  OIDC_GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  /**
   * Who takes the payments: `sandbox` (default: the app's own test checkout, clearly labelled, no
   * money moves), `paymob` or `fawaterk` (their keys below are then required, and PUBLIC_URL must be
   * the site's public https origin: the provider calls it back). Naming a real one turns the sandbox off.
   */
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'paymob', 'fawaterk']).default('sandbox'),
  PAYMOB_SECRET_KEY: z.string().default(''),
  PAYMOB_PUBLIC_KEY: z.string().default(''),
  PAYMOB_HMAC_SECRET: z.string().default(''),
  /** Comma-separated integration ids (card, wallet…) offered on Paymob's checkout. */
  PAYMOB_INTEGRATION_IDS: z
    .string()
    .default('')
    .refine((v) => v.trim() === '' || v.split(',').every((s) => /^\s*\d+\s*$/.test(s)), 'comma-separated integration ids'),
  PAYMOB_BASE_URL: z.string().url().default('https://accept.paymob.com'),
  FAWATERK_API_KEY: z.string().default(''),
  FAWATERK_VENDOR_KEY: z.string().default(''),
  FAWATERK_BASE_URL: z.string().url().default('https://app.fawaterk.com'),
  /** Private files (CVs): an S3-compatible bucket when set; empty = a folder DATA_DIR/private (never served). */
  S3_BUCKET: z.string().default(''),
  /** The bucket's endpoint (MinIO, R2, a local s3rver…); empty = AWS for S3_REGION. */
  S3_ENDPOINT: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  /** Path-style URLs (bucket in the path), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: bool.default(false),
});

export type Env = z.infer<typeof envSchema>;

/** Fastify's `trustProxy`: nothing, everything, a list of addresses/CIDRs, or a function. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [addr = '', bits, ...rest] = entry.split('/');
  const family = isIP(addr);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  // A prefix length (10.0.0.0/8) or, for IPv4, a netmask (10.0.0.0/255.0.0.0).
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(bits) === 4;
}

/**
 * TRUST_PROXY read once: Fastify's option, or the entries that are not an address, CIDR or name.
 * A hop count N trusts the N nearest peers whatever their address (Fastify 5 ignores a plain
 * number, see decision 023): only safe when the app can be reached through those proxies alone
 * (HOST=127.0.0.1 or a private network).
 */
function readTrustProxy(raw: string): { value: TrustProxy } | { bad: string[] } {
  const v = raw.trim().toLowerCase();
  if (v === '' || v === 'false' || v === '0') return { value: false };
  if (v === 'true') return { value: true };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return { value: (_address, hop) => hop < hops };
  }
  const entries = v.split(',').map((s) => s.trim());
  const bad = entries.filter((s) => !isProxyEntry(s));
  return bad.length ? { bad } : { value: entries };
}

function trustProxyProblem(raw: string): string | null {
  const read = readTrustProxy(raw);
  return 'bad' in read ? `not an address, CIDR or hop count: ${read.bad.join(', ')}` : null;
}

/** TRUST_PROXY as Fastify's `trustProxy` option (the value passed the schema's check). */
export function parseTrustProxy(raw: string): TrustProxy {
  const read = readTrustProxy(raw);
  return 'value' in read ? read.value : false;
}

/** The keys a named payment provider cannot work without (a provider without keys is not offered). */
function missingPaymentKeys(e: Env): string[] {
  const need: Record<Env['PAYMENTS_PROVIDER'], (keyof Env)[]> = {
    sandbox: [],
    paymob: ['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_IDS'],
    fawaterk: ['FAWATERK_API_KEY', 'FAWATERK_VENDOR_KEY'],
  };
  return need[e.PAYMENTS_PROVIDER].filter((k) => String(e[k] ?? '').trim() === '');
}

export interface Config extends Env {
  /** TRUST_PROXY as Fastify's `trustProxy` option. */
  trustProxy: TrustProxy;
  dataDir: string;
  uploadsDir: string;
  /** Private files of the disk storage (CVs): outside `uploadsDir`, never served as they are. */
  privateDir: string;
  publicUrl: string;
  dev: boolean;
}

/**
 * The social sign-in providers this server offers (its configuration decides; static for the life
 * of the process): the accounts' sign-in routes and the site's default data (the login buttons).
 */
export const socialProviders = (config: Pick<Config, 'OIDC_GOOGLE_CLIENT_ID'>): (typeof SOCIAL_PROVIDERS)[number][] =>
  config.OIDC_GOOGLE_CLIENT_ID ? ['google'] : [];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): Config {
  const parsed = envSchema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = missingPaymentKeys(e);
  if (missing.length) throw new Error(`Invalid configuration:\n  PAYMENTS_PROVIDER=${e.PAYMENTS_PROVIDER} needs ${missing.join(', ')}`);
  // Several instances (the shared state of Redis) must sign and encrypt with one secret: a random
  // one per data folder would make each instance refuse the others' captchas, links and codes.
  if (e.REDIS_URL && !e.SECRET) throw new Error('Invalid configuration:\n  REDIS_URL (several instances) needs SECRET, the same value on every instance');
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) throw new Error('Invalid configuration:\n  DATABASE_READ_URL is a replica of DATABASE_URL: set both');
  const dataDir = resolve(e.DATA_DIR);
  return {
    ...e,
    DATABASE_URL: e.DATABASE_URL || undefined,
    REDIS_URL: e.REDIS_URL || undefined,
    DATABASE_READ_URL: e.DATABASE_READ_URL || undefined,
    SMTP_URL: e.SMTP_URL || undefined,
    SECRET: e.SECRET || undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    dataDir,
    uploadsDir: resolve(dataDir, 'uploads'),
    privateDir: resolve(dataDir, 'private'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dev: e.NODE_ENV === 'development',
  };
}
