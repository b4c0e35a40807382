/**
 * The jobs calls of SPEC section 7 (`GET job`, `POST job`, `POST apply_job`) and the ones issue 17
 * adds: `GET job/{id}`, `POST close_job`, `GET my_jobs`, `POST job_application_link` and the CV
 * download `GET job_application_file`. apply_job reads multipart/form-data, in a scope of its own
 * where @fastify/multipart is registered (nowhere else accepts it).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicationFileQuery, jobApplyBodySchema, jobApplyFieldsSchema, jobsCalls } from '../../../shared/schemas/jobs';
import { requireUser } from '../../platform/auth';
import { ok, requestLang, t } from '../../platform/envelope';
import { NotFound, ValidationFailed } from '../../platform/errors';
import { afterCommit, requestDb } from '../../platform/idempotency';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/idempotency';
import { envelopeOf, errorEnvelope } from '../../platform/openapi';
import { routeOf } from '../../platform/contract-route';
import { perApp } from '../../platform/per-app';
import { loadSecret } from '../../platform/secret';
import { jobsCache } from './cache';
import { APPLY_LIMITS, receiveApplication, type StoredCv } from './uploads';
import * as jobs from './service';
import { applicationFile } from './cv-link';

export const jobDeps = perApp((app): jobs.JobDeps => ({
  db: app.database.db,
  cache: app.cache,
  jobs: app.jobs,
  mailer: app.mailer,
  storage: app.storage,
  secret: loadSecret(app.config),
  publicUrl: app.config.publicUrl,
}));

const tags = ['jobs'];
const fileAnswer = {
  description: "The CV as an attachment (Content-Disposition with its original name); Content-Type is the type found in the file's content",
  content: { 'application/octet-stream': { schema: z.string() } },
};

/** The file's own name in Content-Disposition: an ASCII fallback and the UTF-8 name (RFC 5987/6266). */
const disposition = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export async function jobsRoutes(app: FastifyInstance) {
  app.cache.declare(jobsCache);
  const deps = jobDeps(app);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeOf(jobsCalls.jobs, { 422: errorEnvelope }, { answerCache: { unlessQuery: ['word'] } }),
    handler: async (req) => ok(await jobs.jobList(deps.db, deps.cache, requestLang(req), req.query)),
  });

  api.route({
    ...routeOf(jobsCalls.job, { 404: errorEnvelope }, { answerCache: true }),
    handler: async (req) => ok(await jobs.jobDetail(deps.db, deps.cache, requestLang(req), req.params.id)),
  });

  api.route({
    ...routeOf(
      jobsCalls.postJob,
      { 401: errorEnvelope, 402: errorEnvelope, 422: errorEnvelope, 429: errorEnvelope },
      { rateLimit: { max: 10, timeWindow: 60_000, allowList: () => false } },
    ),
    handler: async (req) => {
      const { userId } = requireUser(req);
      await jobs.createJob(deps, requestDb(req), userId, req.body);
      // After the commit: a list read between the two would otherwise be cached without the new job.
      await afterCommit(req, () => jobs.invalidateJobs(deps.cache));
      return ok(null, t(req, 'api.job_added'));
    },
  });

  api.route({
    ...routeOf(
      jobsCalls.closeJob,
      { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      { rateLimit: { max: 30, timeWindow: 60_000, allowList: () => false } },
    ),
    handler: async (req) => {
      await jobs.closeJob(deps, requireUser(req).userId, req.body.job_id);
      return ok(null, t(req, 'api.job_closed'));
    },
  });

  api.route({
    ...routeOf(jobsCalls.myJobs, { 401: errorEnvelope }),
    handler: async (req) => ok(await jobs.myJobs(deps.db, requestLang(req), requireUser(req).userId)),
  });

  api.route({
    ...routeOf(
      jobsCalls.applicationLink,
      { 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      { rateLimit: { max: 60, timeWindow: 60_000, allowList: () => false } },
    ),
    handler: async (req) => ok(await jobs.applicationLink(deps, requireUser(req).userId, req.body.application_id, requestLang(req))),
  });

  api.get(
    '/job_application_file',
    {
      schema: {
        tags,
        summary:
          "The CV behind a link of job_application_link, or of the back office's inbox (a staff link opens only in that staff member's own session) (403 when the link is tampered with, expired or not yours)",
        querystring: applicationFileQuery,
        response: { 200: fileAnswer, 403: errorEnvelope, 404: errorEnvelope, 422: errorEnvelope },
      },
    },
    async (req, reply) => sendCv(reply, deps, req.query.token, req.session),
  );

  await app.register(applyRoutes);
}

async function sendCv(reply: FastifyReply, deps: jobs.JobDeps, token: string, session: { userId: number; sessionId: number } | null) {
  const file = await applicationFile(deps, token, session);
  const body = await deps.storage.get(file.filePath);
  if (!body) throw new NotFound('api.job_application_not_found');
  return reply
    .type(file.fileMime)
    .header('content-disposition', disposition(file.fileName))
    .header('content-length', String(file.fileSize))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** The text fields of apply_job by the shared schema, and the file's presence: every missing part named at once. */
function checkFields(fields: Record<string, string>, hasFile: boolean) {
  const parsed = jobApplyFieldsSchema.safeParse(fields);
  const errors: Record<string, string[]> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  if (!hasFile) errors.uploaded_file = ['required'];
  if (!parsed.success || !hasFile) throw new ValidationFailed(errors);
  return parsed.data;
}

/** The CV a request of apply_job stored, and whether its application row kept it. */
interface HeldUpload {
  cv: StoredCv;
  kept: boolean;
}

/**
 * POST apply_job, with the multipart parser in this scope only. The parts are read in the route's
 * preHandler, which runs before the idempotency hook opens its transaction: no database connection
 * waits while a phone sends 5 MB, and the key's fingerprint is the fields with the SHA-256 of the
 * file (the same key with another CV is refused, not replayed). The handler only writes the row and
 * the mail. Whatever the answer, a CV that no committed row points to is deleted when it has left:
 * a refusal, a replay of an earlier answer, a rolled-back or failed commit.
 */
async function applyRoutes(app: FastifyInstance) {
  // A file past the limit is cut (its `truncated` flag), not thrown: uploads.ts refuses it and deletes what was stored.
  await app.register(fastifyMultipart, { limits: APPLY_LIMITS, throwFileSizeLimit: false });
  const deps = jobDeps(app);
  const uploads = new WeakMap<FastifyRequest, HeldUpload>();
  const dropUnkept = async (req: FastifyRequest, status: number) => {
    const held = uploads.get(req);
    if (!held || (held.kept && status >= 200 && status < 300)) return;
    uploads.delete(req);
    await deps.storage.delete(held.cv.key).catch((err: unknown) => req.log.warn({ err }, 'apply_job: a CV without its application was not deleted'));
  };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/apply_job',
    {
      schema: {
        tags,
        summary:
          'Apply to a job with a comment and a CV (multipart/form-data: id, comment, uploaded_file — PDF, DOC, DOCX, PNG or JPEG by content, at most 5 MB); needs a session. The poster is e-mailed',
        consumes: ['multipart/form-data'],
        body: jobApplyBodySchema,
        response: {
          200: envelopeOf(z.null()),
          401: errorEnvelope,
          403: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
          429: errorEnvelope,
        },
      },
      // The body is read part by part in the preHandler (the schema above documents it).
      validatorCompiler: () => () => ({ value: undefined }),
      // Per address whatever the client key, counted on arrival: a refused client's 5 MB is never read.
      config: { rateLimit: { max: 10, timeWindow: 60_000, allowList: () => false, hook: 'onRequest' }, idempotent: true },
      preHandler: async (req) => {
        const { userId } = requireUser(req);
        // Refused before anything is stored — unless a key is sent: its replay must answer first,
        // so the checks wait for the handler's transaction (the refused CV is deleted there).
        const keyed = req.headers[IDEMPOTENCY_KEY_HEADER] !== undefined;
        const { fields, cv } = await receiveApplication(req, deps.storage, async (head) => {
          const id = Number(head.id);
          if (!keyed && Number.isInteger(id) && id > 0 && id <= 2_147_483_647) await jobs.checkCanApply(deps.db, userId, id);
        });
        if (cv) uploads.set(req, { cv, kept: false });
        // The checked fields, and the file's digest for the key's fingerprint.
        req.body = { ...checkFields(fields, cv !== null), uploaded_file: cv!.sha256 };
      },
      // Before the answer leaves (a client that retries at once finds no extra file), and once more
      // after it for the answer whose commit failed past this point.
      onSend: async (req, reply, payload) => {
        await dropUnkept(req, reply.statusCode);
        return payload;
      },
      onResponse: async (req, reply) => dropUnkept(req, reply.statusCode),
    },
    async (req) => {
      const held = uploads.get(req)!;
      await jobs.applyToJob(deps, requestDb(req), requireUser(req).userId, req.body.id, req.body.comment, held.cv);
      held.kept = true;
      return ok(null, t(req, 'api.job_applied'));
    },
  );
}
