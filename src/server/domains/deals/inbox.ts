/**
 * Deal requests in the back office's inbox (issue 18, area `inbox`; the contact domain's inbox
 * calls these through deals/service.ts): listed with their requester and deal, marked handled,
 * and what a reply needs (the requester's address and language, the deal's title).
 */
import type { Db } from '../../db/client';
import type { Writer } from '../../platform/idempotency';
import { personName, pick } from '../../platform/i18n';
import type { Lang } from '../../../shared/envelope';
import type { AdminPage } from '../../../shared/schemas/admin';
import type { DealRequestItem, InboxQuery } from '../../../shared/schemas/inbox-admin';
import * as repo from './repository';

/** "Item — producer (governorate)" in `lang`. */
const dealTitle = (lang: Lang, d: repo.InboxRequestRow['deal']) =>
  `${pick(lang, d.itemAr, d.itemEn)} — ${pick(lang, d.producerAr, d.producerEn)} (${pick(lang, d.govAr, d.govEn)})`;

function itemOf(lang: Lang, r: repo.InboxRequestRow): DealRequestItem {
  const d = r.deal;
  return {
    id: r.id,
    created_at: r.createdAt.toISOString(),
    handled_at: r.handledAt ? r.handledAt.toISOString() : null,
    handled_by: r.handledAt ? r.handlerName || r.handlerEmail : null,
    name: personName(lang, r.requester),
    email: r.requester.email,
    lang: r.requester.language,
    mobile: r.requester.mobile ?? '',
    deal: {
      id: d.id,
      title: dealTitle(lang, d),
      product: `${pick(lang, d.productAr, d.productEn)} — ${pick(lang, d.typeAr, d.typeEn)}`,
      quantity: Number(d.quantity).toFixed(2),
      unit: pick(lang, d.unitAr, d.unitEn),
      poster_name: personName(lang, { fullName: d.posterName, fullNameAr: d.posterAr, fullNameEn: d.posterEn }),
      poster_email: r.posterEmail,
      closed: d.closedAt !== null,
    },
  };
}

export async function dealRequestsInbox(db: Db, lang: Lang, q: InboxQuery): Promise<AdminPage<DealRequestItem>> {
  const { items, total } = await repo.listInboxRequests(db, q);
  return { items: items.map((r) => itemOf(lang, r)), total, page: q.page, rows: q.rows };
}

export const dealRequestCounts = (db: Db) => repo.countInboxRequests(db);

/**
 * A request locked for a mark or a reply (null when unknown): its state, and whom a reply goes to
 * (the requester, in their language, about the deal's title in that language).
 */
export async function lockDealRequest(db: Writer, id: number) {
  const r = await repo.lockInboxRequest(db, id);
  if (!r) return null;
  const lang = r.requester.language;
  return {
    handledAt: r.handledAt,
    to: { email: r.requester.email, name: personName(lang, r.requester), lang, title: dealTitle(lang, r.deal), quote: '' },
  };
}

/** Marks a request handled by `by`, or unread again (null). */
export const markDealRequest = (db: Writer, id: number, by: number | null) => repo.setRequestHandled(db, id, by);
