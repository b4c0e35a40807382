/**
 * Outgoing e-mail through the durable job queue (platform/jobs.ts, decision 019).
 *
 * `send(message)` records the message in the `outbox` table and adds a `mail.send` job carrying
 * the row's id, in one transaction: when it returns, the mail is stored and will be delivered
 * (the request answers; SMTP's state does not matter to it). The job's id is derived from the
 * row's id, so a row never gets two pending jobs.
 *
 * The worker (any instance; pg-boss hands a job to one of them) delivers the row:
 * - with SMTP_URL: it locks the row (FOR UPDATE SKIP LOCKED), skips it if already sent, hands it
 *   to nodemailer and sets sent_at in the same transaction right after the SMTP server accepted
 *   it. A failure records the error on the row and throws: pg-boss retries with exponential
 *   back-off (MAIL_RETRY_DELAY, MAIL_RETRY_LIMIT), across restarts. Only a crash (or a lost
 *   database) between the server's acceptance and the commit sends a mail twice; the
 *   Message-ID, fixed per row, lets receivers drop the copy.
 * - without SMTP_URL: the row is kept (the back office shows the outbox) and logged. The log
 *   line has the address, subject and id, never the text (codes) — except in development,
 *   where the developer reads the code in the console.
 */
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client';
import { outbox } from '../db/schema/index';
import type { JobQueue, JobTx } from './jobs';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of a bulletin. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Keeps the mail in the outbox and queues its sending. With `tx` (a `jobs.transaction`), both
   * commit with the caller's own writes or not at all: a mail that must go exactly once per fact
   * (a bulletin per day and address, a receipt per payment) is written with that fact.
   */
  send(message: MailMessage, tx?: JobTx): Promise<void>;
  close(): void;
}

export const MAIL_QUEUE = 'mail.send';
/** Mails sent at once by one instance (workers, and the pooled SMTP connections they share). */
const MAIL_CONCURRENCY = 4;

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** Development: the kept mail's text is logged too. */
  dev?: boolean;
  /** First retry after about this many seconds, doubling each time (pg-boss adds jitter). */
  retryDelaySeconds: number;
  retryLimit: number;
}

/**
 * The job of an outbox row has an id derived from the row's: `send` can never queue a row twice.
 * `resends` (the row's count of the back office's "send again", platform/outbox.ts) makes the id
 * of each new job of the same row, queued only once the previous one has ended.
 */
export const mailJobId = (outboxId: number, resends = 0) =>
  `6d61696c-${(resends % 0x10000).toString(16).padStart(4, '0')}-4000-8000-${outboxId.toString(16).padStart(12, '0')}`;

/** The retries of a mail's job (the configuration's MAIL_RETRY_DELAY and MAIL_RETRY_LIMIT). */
export const mailJobOptions = (opts: Pick<MailerOptions, 'retryDelaySeconds' | 'retryLimit'>) => ({
  retryLimit: opts.retryLimit,
  retryDelay: opts.retryDelaySeconds,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
});

/** Stable per row, so a copy sent again after a crash can be recognised by the receiver. */
const messageId = (row: { id: number; createdAt: Date }, from: string) => {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'binaa.local';
  return `<outbox.${row.id}.${row.createdAt.getTime()}@${domain}>`;
};

class MailBusy extends Error {}

export async function createMailer(database: Database, jobs: JobQueue, opts: MailerOptions): Promise<Mailer> {
  // Bounded waits: a hung server fails the attempt (retried) well before the job's expiry.
  const transport: Transporter | null = opts.smtpUrl
    ? // Pooled: a bulletin run sends thousands of mails; a connection per mail cost ~120 ms each (5 mails/s).
      nodemailer.createTransport({
        url: opts.smtpUrl,
        pool: true,
        maxConnections: MAIL_CONCURRENCY,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : null;
  const jobOptions = mailJobOptions(opts);

  async function keep(outboxId: number) {
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, outboxId));
    if (!row || row.sentAt) return;
    const fields = { id: row.id, to: row.toAddress, subject: row.subject };
    opts.log.info(opts.dev ? { ...fields, text: row.textBody } : fields, 'e-mail kept in the outbox (no SMTP_URL)');
  }

  async function deliver(outboxId: number, tp: Transporter) {
    try {
      await jobs.transaction(async (tx) => {
        const [row] = await tx.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.id, outboxId), isNull(outbox.sentAt)))
          .for('update', { skipLocked: true });
        if (!row) {
          const [other] = await tx.db.select({ sentAt: outbox.sentAt }).from(outbox).where(eq(outbox.id, outboxId));
          if (!other || other.sentAt) return; // gone, or sent already: nothing to do
          throw new MailBusy(`outbox row ${outboxId} is being sent by another worker`);
        }
        await tp.sendMail({
          from: opts.from,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody ?? undefined,
          headers: row.headers ?? undefined,
          messageId: messageId(row, opts.from),
        });
        await tx.db
          .update(outbox)
          .set({ sentAt: new Date(), error: null, attempts: sql`${outbox.attempts} + 1` })
          .where(eq(outbox.id, row.id));
      });
    } catch (err) {
      if (err instanceof MailBusy) throw err;
      opts.log.warn({ err, id: outboxId }, 'e-mail not sent yet; it will be retried');
      await database.db
        .update(outbox)
        .set({ error: String((err as Error)?.message ?? err).slice(0, 500), attempts: sql`${outbox.attempts} + 1` })
        .where(eq(outbox.id, outboxId))
        .catch(() => {});
      throw err;
    }
  }

  await jobs.work<{ outboxId: number }>(
    MAIL_QUEUE,
    async (job) => {
      if (transport) await deliver(job.data.outboxId, transport);
      else await keep(job.data.outboxId);
    },
    { concurrency: MAIL_CONCURRENCY },
  );

  return {
    async send(m, outer) {
      const write = async (tx: JobTx) => {
        const [row] = await tx.db
          .insert(outbox)
          .values({ toAddress: m.to, subject: m.subject, textBody: m.text, htmlBody: m.html ?? null, headers: m.headers ?? null })
          .returning({ id: outbox.id });
        await tx.send(MAIL_QUEUE, { outboxId: row!.id }, { ...jobOptions, id: mailJobId(row!.id) });
      };
      await (outer ? write(outer) : jobs.transaction(write));
    },
    close() {
      transport?.close();
    },
  };
}

/** Mails not sent whose last attempt failed (the dashboard; the outbox screen lists them). */
export async function countFailedMails(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(outbox)
    .where(and(isNull(outbox.sentAt), isNotNull(outbox.error)));
  return row?.n ?? 0;
}
