/**
 * The process logger and the options of Fastify's own (one per request, same settings): what a
 * log line may hold. Never passwords, codes, tokens, cookies, nor the e-mails and phones that
 * account calls carry in their query strings (issue 15).
 */
import pino, { type DestinationStream, type LoggerOptions } from 'pino';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/**
 * Calls whose query string may hold personal data or secrets (e-mail, code, state, a signed
 * download token): their logged `url` stops at the path. API account calls, the CV download, the
 * social sign-in redirects and the account pages of the site.
 */
const PRIVATE_QUERY =
  /^\/(?:api\/v1\/[^/]+\/(?:front|admin)\/(?:register|user_activation|resend_activation|login|logout|forget_password|reset_password|change_password|get_my_profile|me|update_profile|confirm_email|captcha|job_application_file)\b|auth\/|(?:login|sign-up|activate-account|forget-password|settings)\b)/;

/** The logged form of a URL: account calls without their query string. */
export function loggedUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  return PRIVATE_QUERY.test(url) ? url.slice(0, q) : url;
}

/** Fields that are never written, wherever they appear in a log object (one level deep too). */
const SECRET_FIELDS = [
  'password',
  'new_password',
  'old_password',
  'confirm_password',
  'otp_token',
  'code',
  'token',
  'api_token',
  'email',
  'mobile',
  'phone',
  'cookie',
  'authorization',
];

/** Objects log lines carry that may hold a secret field one level down. */
const LOGGED_PARENTS = ['user', 'account', 'data', 'payload', 'message', 'mail', 'session', 'params', 'fields', 'input'];

/** Redacted paths: headers with credentials, bodies, and the secret fields above. */
export function redactPaths(config: Pick<Config, 'dev'>): string[] {
  return [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-access-key"]',
    'res.headers["set-cookie"]',
    'headers.authorization',
    'headers.cookie',
    'req.body',
    'body',
    // Top level and under the objects our log lines carry. Named parents, not `*.field`: a path
    // that starts with a wildcard makes pino run the redactor on every child logger's bindings,
    // i.e. on every request (~1.7 µs, about 3 % of a cached page).
    ...SECRET_FIELDS.filter((f) => f !== 'code').flatMap((f) => [f, ...LOGGED_PARENTS.map((parent) => `${parent}.${f}`)]),
    // `code` is also an error code (FST_ERR_*): only the request/body forms are secrets.
    'req.query',
    'query',
    // A database error's values: `Key (email)=(…) already exists`, the parameters of a query.
    'err.detail',
    'err.params',
    'err.parameters',
    // A mail kept in the outbox (no SMTP_URL) is logged with its text, which holds the codes:
    // useful to a developer, never in a production or test log. The address neither.
    ...(config.dev ? [] : ['text', 'html', 'to']),
  ];
}

/**
 * pino's error serializer, without the values of a failed query: drizzle puts them (e-mails,
 * hashes, message texts) in the error's message and `params`. The query and the database's
 * own message (in the cause) stay.
 */
export function errorSerializer(err: unknown) {
  if (err instanceof Error && 'params' in err && 'query' in err) {
    const e = err as Error & { query: unknown };
    const safe = new Error(`Failed query: ${String(e.query)}\nparams: [redacted]`, { cause: e.cause });
    const frames = (e.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
    safe.stack = [`${e.name}: ${safe.message}`, ...frames].join('\n');
    return { ...pino.stdSerializers.err(safe), type: e.constructor.name };
  }
  return pino.stdSerializers.err(err as Error);
}

/** pino options shared by Fastify's logger (app.ts) and the process logger. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'dev'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactPaths(config), censor: '[redacted]' },
    serializers: { err: errorSerializer },
  };
}

/** Fastify's request serializer (its default fields), with the account calls' query strings dropped. */
export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: loggedUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** Fastify's `logger` option: the same, its request serializer, and where the lines go. */
export const fastifyLoggerOptions = (config: Pick<Config, 'LOG_LEVEL' | 'dev'>, stream?: DestinationStream) => {
  const options = loggerOptions(config);
  return { ...options, serializers: { ...options.serializers, req: requestSerializer }, ...(stream ? { stream } : {}) };
};

/** The process logger (Fastify has its own child per request with the same settings). */
export const createLogger = (config: Config) => pino({ ...loggerOptions(config), name: 'binaa' });
