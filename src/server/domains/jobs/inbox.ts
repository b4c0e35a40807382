/**
 * Job applications in the back office's inbox (issue 18, area `inbox`; the contact domain's inbox
 * calls these through jobs/service.ts): listed with their applicant and job, marked handled, and
 * what a reply needs (the applicant's address and language, the job's title, their comment).
 */
import type { Db } from '../../db/client';
import type { Writer } from '../../platform/idempotency';
import { personName, pick } from '../../platform/i18n';
import type { Lang } from '../../../shared/envelope';
import type { AdminPage } from '../../../shared/schemas/admin';
import type { ApplicationItem, InboxQuery } from '../../../shared/schemas/inbox-admin';
import * as repo from './repository';

function itemOf(lang: Lang, r: repo.InboxApplicationRow): ApplicationItem {
  return {
    id: r.id,
    created_at: r.createdAt.toISOString(),
    handled_at: r.handledAt ? r.handledAt.toISOString() : null,
    handled_by: r.handledAt ? r.handlerName || r.handlerEmail : null,
    name: personName(lang, r.applicant),
    email: r.applicant.email,
    lang: r.applicant.language,
    mobile: r.applicant.mobile ?? '',
    comment: r.comment,
    file_name: r.fileName,
    file_mime: r.fileMime,
    file_size: r.fileSize,
    job: {
      id: r.job.id,
      title: pick(lang, r.job.titleAr, r.job.titleEn),
      poster_name: r.posterName,
      poster_email: r.posterEmail,
      closed: r.job.closedAt !== null || !r.job.isActive,
    },
  };
}

export async function applicationsInbox(db: Db, lang: Lang, q: InboxQuery): Promise<AdminPage<ApplicationItem>> {
  const { items, total } = await repo.listInboxApplications(db, q);
  return { items: items.map((r) => itemOf(lang, r)), total, page: q.page, rows: q.rows };
}

export const applicationCounts = (db: Db) => repo.countInboxApplications(db);

/**
 * An application locked for a mark or a reply (null when unknown): its state, and whom a reply
 * goes to (the applicant, in their language, about the job's title, quoting their comment).
 */
export async function lockApplication(db: Writer, id: number) {
  const r = await repo.lockInboxApplication(db, id);
  if (!r) return null;
  const lang = r.applicant.language;
  return {
    handledAt: r.handledAt,
    to: { email: r.applicant.email, name: personName(lang, r.applicant), lang, title: pick(lang, r.job.titleAr, r.job.titleEn), quote: r.comment },
  };
}

/** Marks an application handled by `by`, or unread again (null). */
export const markApplication = (db: Writer, id: number, by: number | null) => repo.setApplicationHandled(db, id, by);
