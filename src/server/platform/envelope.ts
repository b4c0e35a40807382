/**
 * The API envelope and the one error handler of the API scope: every answer is
 * `{check, msg, data}`, messages in the request's language, 5xx without internals.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DEFAULT_LANG, type Envelope, type FieldErrors, type Lang, isLang } from '../../shared/envelope';
import { knowsMessage, translate, translateMessage, type PlainKey } from '../../shared/i18n/index';
import { AppError, ValidationFailedWithText } from './errors';
import { DATABASE_RETRY_AFTER_S, isDatabaseUnavailable, logDatabaseUnavailable } from './db-errors';
import { drainBody } from './drain';

export const ok = <T>(data: T, msg = ''): Envelope<T> => ({ check: true, msg, data });

/** The language of an API request: the `:lang` of /api/v1/:lang/..., else the default. */
export function requestLang(req: FastifyRequest): Lang {
  const lang = (req.params as { lang?: string } | undefined)?.lang ?? /^\/api\/v1\/([a-z]{2})\//.exec(req.url)?.[1];
  return isLang(lang) ? lang : DEFAULT_LANG;
}

export const t = (req: FastifyRequest, key: PlainKey) => translate(requestLang(req), key);

/** Translates field messages (i18n keys); unknown texts fall back to a generic message. */
function translateFields(lang: Lang, fields: FieldErrors): FieldErrors {
  // fromEntries defines own keys: a field named `__proto__` stays a field, not the object's prototype.
  return Object.fromEntries(
    Object.entries(fields).map(([field, keys]) => [
      field,
      [
        ...new Set(
          keys.map((k) => {
            const text = translateMessage(lang, k);
            return text === k ? translate(lang, 'validation.invalid_value') : text;
          }),
        ),
      ],
    ]),
  );
}

/** `fields` hold i18n keys, or texts already in the request's language when `translated`. */
export function sendError(reply: FastifyReply, status: number, key: PlainKey, fields?: FieldErrors, translated = false) {
  const lang = requestLang(reply.request);
  const body: Envelope<FieldErrors | null> = {
    check: false,
    msg: translate(lang, key),
    data: fields ? (translated ? fields : translateFields(lang, fields)) : null,
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Zod issues as reported through Fastify's validation → `{ field: [keys] }`. */
function zodFields(error: FastifyError): FieldErrors {
  const fields: FieldErrors = {};
  for (const v of error.validation ?? []) {
    const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
    const received = (v.params as { input?: unknown } | undefined)?.input;
    const known = v.message != null && knowsMessage(v.message);
    const key = known ? v.message! : v.keyword === 'invalid_type' && received === undefined ? 'required' : 'invalid_value';
    (fields[path] ??= []).push(key);
  }
  return fields;
}

/** Messages of Fastify's own 4xx errors (body too large, unsupported type...), by status. */
const CLIENT_ERROR_KEYS: Record<number, PlainKey> = {
  404: 'api.not_found',
  413: 'api.body_too_large',
  415: 'api.unsupported_media_type',
  431: 'api.headers_too_large',
};

const isApiUrl = (url: string | undefined) => url != null && /^\/api(?:\/|$|\?)/.test(url);

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/api/v1/en/front/news%`) is a 400
 * envelope under /api, a plain 400 elsewhere (no page can be rendered for it).
 */
export function onFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  req.log.info({ code: error.code }, error.message);
  if (isApiUrl(req.raw.url)) return sendError(reply, 400, 'api.bad_request');
  return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
}

/** The language of a raw request's first line, when the bytes at hand start with it. */
function rawLang(raw: unknown): Lang {
  const line = Buffer.isBuffer(raw) ? raw.subarray(0, 512).toString('latin1') : '';
  const lang = /^[A-Z]+ \/api\/v1\/([a-z]{2})\//.exec(line)?.[1];
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses before Fastify sees it
 * (431 header fields too large, 400 malformed request, 408 too slow) is answered with the
 * envelope on the raw socket. The URL is not reliably known there, so every such answer is the
 * JSON envelope (decision 023); its language is the request's when the first line is at hand.
 */
export function onClientError(this: FastifyInstance, err: Error & { code?: string; rawPacket?: unknown }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ code: err.code, status }, 'client error');
  // As Node's documentation and Fastify's default handler do: write only to a writable socket.
  if (socket.writable) {
    const lang = rawLang(err.rawPacket);
    const body = JSON.stringify({ check: false, msg: translate(lang, CLIENT_ERROR_KEYS[status] ?? 'api.bad_request'), data: null });
    const reason = STATUS_CODES[status];
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

export function installApiErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) return sendError(reply, error.status, error.key, error.fields, error instanceof ValidationFailedWithText);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = zodFields(error);
      // A bad path parameter (a malformed id) is a 404: the resource cannot exist.
      if (error.validationContext === 'params') return sendError(reply, 404, 'api.not_found');
      return sendError(reply, 422, 'api.validation_failed', fields);
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return sendError(reply, 500, 'api.server_error');
    }
    // PostgreSQL down, frozen or restarting (decision 021): a quick 503 the client may retry.
    if (isDatabaseUnavailable(error)) {
      logDatabaseUnavailable(req.log, error);
      return sendError(reply.header('retry-after', String(DATABASE_RETRY_AFTER_S)), 503, 'api.unavailable');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, 'api.rate_limited');
    if (status >= 400 && status < 500) {
      req.log.info({ code: error.code, status }, error.message);
      // The rest of a too-large body is read first, so the uploading client can read this answer (drain.ts).
      if (status === 413) return drainBody(req).then(() => sendError(reply, 413, 'api.body_too_large'));
      return sendError(reply, status, CLIENT_ERROR_KEYS[status] ?? 'api.bad_request');
    }
    req.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'api.server_error');
  });
  app.setNotFoundHandler((_req, reply) => sendError(reply, 404, 'api.not_found'));
}
