/**
 * The back office's inbox (issue 18, area `inbox`): what readers send the site, in three kinds —
 * contact messages (this domain's table), deal requests and job applications (asked of the deals
 * and jobs services). Each kind is listed unread or handled, marked handled (or unread again) and
 * answered by e-mail: the reply is queued through the mailer in the same transaction as the mark
 * and its audit entry, its text escaped in the HTML part. A CV is opened through a staff link
 * bound to the staff member (jobs/cv-link.ts).
 */
import type { Db } from '../../db/client';
import type { Staff } from '../../platform/admin';
import { NotFound } from '../../platform/errors';
import type { Writer } from '../../platform/idempotency';
import type { JobQueue } from '../../platform/jobs';
import type { Mailer, MailMessage } from '../../platform/mail';
import type { Lang } from '../../../shared/envelope';
import { escapeHtml, translate, translateHtml } from '../../../shared/i18n/index';
import type { AdminPage } from '../../../shared/schemas/admin';
import type { ApplicationItem, ContactItem, DealRequestItem, InboxKind, InboxQuery, InboxSummary, ReplyBody } from '../../../shared/schemas/inbox-admin';
import { dealRequestCounts, dealRequestsInbox, lockDealRequest, markDealRequest } from '../deals';
import { applicationCounts, applicationsInbox, lockApplication, markApplication, staffApplicationLink } from '../jobs';
import { recordAudit } from '../../platform/audit';
import * as repo from './repository';

export interface InboxDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  /** The app's SECRET (CV links). */
  secret: string;
}

/** Whom a reply goes to, in their language; `title` and `quote` recall what they sent. */
interface ReplyTarget {
  email: string;
  name: string;
  lang: Lang;
  title: string;
  quote: string;
}

interface Source {
  lock(db: Writer, id: number): Promise<{ handledAt: Date | null; to: ReplyTarget } | null>;
  mark(db: Writer, id: number, by: number | null): Promise<unknown>;
}

// ---- contact messages (this domain's own) ---------------------------------------------------

function contactOf(r: Awaited<ReturnType<typeof repo.listContactMessages>>['items'][number]): ContactItem {
  const { m } = r;
  return {
    id: m.id,
    created_at: m.createdAt.toISOString(),
    handled_at: m.handledAt ? m.handledAt.toISOString() : null,
    handled_by: m.handledAt ? r.handlerName || r.handlerEmail : null,
    name: m.name,
    email: m.email,
    lang: m.lang === 'en' ? 'en' : 'ar',
    phone: m.phone,
    message: m.message,
  };
}

const contactSource: Source = {
  async lock(db, id) {
    const m = await repo.lockContactMessage(db, id);
    return m && { handledAt: m.handledAt, to: { email: m.email, name: m.name, lang: m.lang === 'en' ? 'en' : 'ar', title: '', quote: m.message } };
  },
  mark: repo.setContactHandled,
};

const sources: Record<InboxKind, Source> = {
  contact: contactSource,
  deal_requests: { lock: lockDealRequest, mark: markDealRequest },
  applications: { lock: lockApplication, mark: markApplication },
};

/** The audit log's word for each kind's row. */
const ENTITY: Record<InboxKind, string> = { contact: 'contact_message', deal_requests: 'deal_request', applications: 'job_application' };

// ---- reads ----------------------------------------------------------------------------------

export async function inboxSummary(db: Db): Promise<InboxSummary> {
  const [contact, deal_requests, applications] = await Promise.all([repo.countContactMessages(db), dealRequestCounts(db), applicationCounts(db)]);
  return { contact, deal_requests, applications };
}

export async function contactInbox(db: Db, q: InboxQuery): Promise<AdminPage<ContactItem>> {
  const { items, total } = await repo.listContactMessages(db, q);
  return { items: items.map(contactOf), total, page: q.page, rows: q.rows };
}

export const dealRequestInbox = (db: Db, lang: Lang, q: InboxQuery): Promise<AdminPage<DealRequestItem>> => dealRequestsInbox(db, lang, q);
export const applicationInbox = (db: Db, lang: Lang, q: InboxQuery): Promise<AdminPage<ApplicationItem>> => applicationsInbox(db, lang, q);

// ---- writes ---------------------------------------------------------------------------------

async function locked(source: Source, db: Writer, id: number) {
  const found = await source.lock(db, id);
  if (!found) throw new NotFound('api.inbox_not_found');
  return found;
}

/** Marks a message handled by the staff member, or unread again. */
export async function setHandled(deps: InboxDeps, staff: Staff, kind: InboxKind, id: number, handled: boolean): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const found = await locked(sources[kind], tx, id);
    if ((found.handledAt !== null) !== handled) await sources[kind].mark(tx, id, handled ? staff.userId : null);
    await recordAudit(tx, staff, {
      area: 'inbox',
      action: `${ENTITY[kind]}.${handled ? 'handle' : 'unhandle'}`,
      entity: ENTITY[kind],
      entityId: id,
      before: { handled: found.handledAt !== null },
      after: { handled },
    });
  });
}

const paragraphs = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** The reply as a mail: the staff member's text (escaped in the HTML part), the signature, and what the reader had sent, quoted. */
export function replyMail(kind: InboxKind, to: ReplyTarget, body: ReplyBody): MailMessage {
  const { lang } = to;
  const about = translate(lang, `mail.inbox_quote_${kind}`, { title: to.title });
  const quoted = to.quote
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [body.message, '', `— ${translate(lang, 'mail.inbox_signature')}`, '', about, ...(to.quote ? [quoted] : [])].join('\n');
  const html = `<!doctype html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><body>
<p>${paragraphs(body.message)}</p>
<p>— ${translateHtml(lang, 'mail.inbox_signature')}</p>
<p>${translateHtml(lang, `mail.inbox_quote_${kind}`, { title: to.title })}</p>${to.quote ? `\n<blockquote>${paragraphs(to.quote)}</blockquote>` : ''}
</body></html>`;
  return { to: to.email, subject: body.subject, text, html };
}

/**
 * Answers the sender by e-mail: the mail is queued (outbox row and job) in the same transaction
 * that marks the message handled and writes the audit entry (with the text sent).
 */
export async function reply(deps: InboxDeps, staff: Staff, kind: InboxKind, id: number, body: ReplyBody): Promise<void> {
  await deps.jobs.transaction(async (tx) => {
    const found = await locked(sources[kind], tx.db, id);
    await deps.mailer.send(replyMail(kind, found.to, body), tx);
    if (found.handledAt === null) await sources[kind].mark(tx.db, id, staff.userId);
    await recordAudit(tx.db, staff, {
      area: 'inbox',
      action: `${ENTITY[kind]}.reply`,
      entity: ENTITY[kind],
      entityId: id,
      before: { handled: found.handledAt !== null },
      after: { handled: true, to: found.to.email, subject: body.subject, message: body.message },
    });
  });
}

/**
 * A five-minute link to an application's CV for this staff member only (jobs/cv-link.ts). Who
 * opened which CV is kept in the audit log.
 */
export async function cvLink(deps: InboxDeps, staff: Staff, id: number, lang: Lang) {
  const link = await staffApplicationLink(deps, staff.userId, id, lang);
  await deps.db.transaction((tx) => recordAudit(tx, staff, { area: 'inbox', action: 'job_application.cv_link', entity: 'job_application', entityId: id }));
  return link;
}
