/**
 * Outgoing e-mail. Every message is recorded in the `outbox` table; with SMTP_URL it is also
 * sent at once through nodemailer (sent_at or error recorded), without it it is logged so a
 * developer can read the code in the console.
 */
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(db: Db, opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(m) {
      const [row] = await db
        .insert(outbox)
        .values({ toAddress: m.to, subject: m.subject, textBody: m.text, htmlBody: m.html ?? null })
        .returning({ id: outbox.id });
      if (!transport) {
        opts.log.info({ to: m.to, subject: m.subject, text: m.text }, 'e-mail kept in the outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row!.id));
      } catch (err) {
        opts.log.error({ err, to: m.to }, 'e-mail not sent');
        await db
          .update(outbox)
          .set({ error: String((err as Error).message ?? err).slice(0, 500) })
          .where(eq(outbox.id, row!.id));
        throw err;
      }
    },
    close() {
      transport?.close();
    },
  };
}
