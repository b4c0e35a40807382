/**
 * The outbox as the back office reads it (issue 18, area `outbox`): the `outbox` table belongs to
 * the platform's mailer (platform/mail.ts, decision 019), so its queries live here; the `outbox`
 * domain (domains/outbox) serves them to admins and records its audit entries.
 *
 * A mail's status, from its row: `sent` (the SMTP server accepted it), `failed` (not sent, its last
 * attempt failed — its job may still be retrying, see the detail's `job`), `pending` (not sent and
 * no attempt failed: queued, or kept because no SMTP_URL is configured).
 */
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/index';
import { cairoDay, normalizedContains } from '../db/sql';
import { Conflict, NotFound } from './errors';
import type { JobQueue, JobTx } from './jobs';
import { MAIL_QUEUE, mailJobId, mailJobOptions, type MailerOptions } from './mail';
import type { OutboxStatusName } from '../../shared/schemas/outbox-admin';

type OutboxStatus = OutboxStatusName;

export interface OutboxFilter {
  status?: OutboxStatus;
  /** Cairo days of `created_at`, both ends included. */
  from?: string;
  to?: string;
  /** Part of the address or the subject. */
  q?: string;
  page: number;
  rows: number;
}

const statusOf = sql<OutboxStatus>`case when ${outbox.sentAt} is not null then 'sent' when ${outbox.error} is not null then 'failed' else 'pending' end`;

const statusCondition: Record<OutboxStatus, SQL | undefined> = {
  sent: isNotNull(outbox.sentAt),
  failed: and(isNull(outbox.sentAt), isNotNull(outbox.error)),
  pending: and(isNull(outbox.sentAt), isNull(outbox.error)),
};

const listed = {
  id: outbox.id,
  toAddress: outbox.toAddress,
  subject: outbox.subject,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  error: outbox.error,
  attempts: outbox.attempts,
  resends: outbox.resends,
  status: statusOf,
};

/** Mails, newest first, filtered. */
export async function listOutbox(db: Db, f: OutboxFilter) {
  const cond = and(
    f.status ? statusCondition[f.status] : undefined,
    f.from ? sql`${cairoDay(outbox.createdAt)} >= ${f.from}::date` : undefined,
    f.to ? sql`${cairoDay(outbox.createdAt)} <= ${f.to}::date` : undefined,
    f.q ? normalizedContains([outbox.toAddress, outbox.subject], f.q) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select(listed)
      .from(outbox)
      .where(cond)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(f.rows)
      .offset((f.page - 1) * f.rows),
    db.select({ n: count() }).from(outbox).where(cond),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Counts by status (the screen's tabs, the dashboard's failed mails). */
export async function outboxCounts(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db.select({ status: statusOf, n: count() }).from(outbox).groupBy(statusOf);
  const out: Record<OutboxStatus, number> = { sent: 0, failed: 0, pending: 0 };
  for (const r of rows) out[r.status] = r.n;
  return out;
}

/** Mails not sent, by status (/metrics): read through the partial index of unsent mails, whatever the table's size. */
export async function unsentOutboxCounts(db: Db): Promise<Record<Exclude<OutboxStatus, 'sent'>, number>> {
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${outbox.error} is null))::int`,
      failed: sql<number>`(count(*) filter (where ${outbox.error} is not null))::int`,
    })
    .from(outbox)
    .where(isNull(outbox.sentAt));
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 };
}

/** One mail with its text, and the state of its current `mail.send` job (null once pg-boss archived it). */
export async function findOutboxMail(db: Db, jobs: JobQueue, id: number) {
  const [row] = await db
    .select({ ...listed, textBody: outbox.textBody, hasHtml: sql<boolean>`${outbox.htmlBody} is not null` })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!row) return null;
  const job = await jobs.getJob(MAIL_QUEUE, mailJobId(row.id, row.resends));
  return {
    ...row,
    job: job
      ? { state: job.state, retryCount: job.retryCount, retryLimit: job.retryLimit, startAfter: job.startAfter, completedOn: job.completedOn ?? null }
      : null,
  };
}

/** Whether a mail job in this state will still be tried without anyone asking (waiting, retrying, running). */
export const mailJobInFlight = (state: string | undefined): boolean => state === 'created' || state === 'retry' || state === 'active';

/**
 * Queues an unsent mail again through the same `mail.send` path, in the caller's transaction `tx`
 * (so the audit entry commits with it): a new job (the next generation of its id) once the
 * previous one has ended — failed after its retries, or completed without SMTP. Refused while the
 * row is being sent (409), once sent (409) and while its job will still retry by itself (409).
 * Returns the row as it was.
 */
export async function requeueOutboxMail(tx: JobTx, jobs: JobQueue, id: number, opts: Pick<MailerOptions, 'retryDelaySeconds' | 'retryLimit'>) {
  const [row] = await tx.db.select().from(outbox).where(eq(outbox.id, id)).for('update', { skipLocked: true });
  if (!row) {
    const [exists] = await tx.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
    // Locked: a worker is sending it now.
    throw exists ? new Conflict('api.outbox_busy') : new NotFound('api.outbox_not_found');
  }
  if (row.sentAt) throw new Conflict('api.outbox_already_sent');
  const job = await jobs.getJob(MAIL_QUEUE, mailJobId(row.id, row.resends));
  if (mailJobInFlight(job?.state)) throw new Conflict('api.outbox_still_queued');
  const resends = row.resends + 1;
  await tx.db.update(outbox).set({ resends, error: null }).where(eq(outbox.id, row.id));
  await tx.send(MAIL_QUEUE, { outboxId: row.id }, { ...mailJobOptions(opts), id: mailJobId(row.id, resends) });
  const { textBody: _text, htmlBody: _html, ...fields } = row;
  return fields;
}
