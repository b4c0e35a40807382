/**
 * Mail administration (issue 18, area `outbox`): the back office's view of the platform's outbox
 * (platform/mail.ts writes it, platform/outbox.ts reads it) and "send again" of a mail that
 * failed, audited. This domain owns no table: the outbox is the mailer's, and the platform
 * imports no domain, so the admin calls live here and ask the platform.
 */
import type { Db } from '../../db/client';
import type { Staff } from '../../platform/admin';
import type { JobQueue } from '../../platform/jobs';
import type { MailerOptions } from '../../platform/mail';
import { NotFound } from '../../platform/errors';
import { findOutboxMail, listOutbox, mailJobInFlight, outboxCounts, requeueOutboxMail } from '../../platform/outbox';
import type { OutboxDetail, OutboxList, OutboxMail, OutboxQuery } from '../../../shared/schemas/outbox-admin';
import { recordAudit } from '../../platform/audit';

export interface OutboxDeps {
  db: Db;
  jobs: JobQueue;
  retry: Pick<MailerOptions, 'retryDelaySeconds' | 'retryLimit'>;
  /** Whether mails are delivered (SMTP_URL is set). */
  smtp: boolean;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Listed = Awaited<ReturnType<typeof listOutbox>>['items'][number];

const mailOf = (r: Listed): OutboxMail => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  status: r.status,
  created_at: r.createdAt.toISOString(),
  sent_at: iso(r.sentAt),
  error: r.error,
  attempts: r.attempts,
  resends: r.resends,
});

export async function outboxList(deps: OutboxDeps, q: OutboxQuery): Promise<OutboxList> {
  const [{ items, total }, counts] = await Promise.all([listOutbox(deps.db, q), outboxCounts(deps.db)]);
  return { items: items.map(mailOf), total, page: q.page, rows: q.rows, counts, smtp: deps.smtp };
}

export async function outboxDetail(deps: OutboxDeps, id: number): Promise<OutboxDetail> {
  const row = await findOutboxMail(deps.db, deps.jobs, id);
  if (!row) throw new NotFound('api.outbox_not_found');
  const inFlight = mailJobInFlight(row.job?.state);
  return {
    ...mailOf(row),
    text: row.textBody,
    has_html: row.hasHtml,
    job: row.job
      ? {
          state: row.job.state,
          retry_count: row.job.retryCount,
          retry_limit: row.job.retryLimit,
          next_attempt_at: inFlight ? iso(row.job.startAfter) : null,
        }
      : null,
    can_resend: row.sentAt == null && !inFlight,
  };
}

/** Queues a failed (or kept) mail again through the same job path; the audit entry commits with the new job. */
export async function resendMail(deps: OutboxDeps, staff: Staff, id: number): Promise<void> {
  await deps.jobs.transaction(async (tx) => {
    const before = await requeueOutboxMail(tx, deps.jobs, id, deps.retry);
    await recordAudit(tx.db, staff, {
      area: 'outbox',
      action: 'mail.resend',
      entity: 'mail',
      entityId: id,
      before: { to: before.toAddress, subject: before.subject, error: before.error, attempts: before.attempts, resends: before.resends },
      after: { resends: before.resends + 1, error: null },
    });
  });
}
