/**
 * Deals in the back office (issue 18), on the marketplace kit (decision 046): their moderation
 * (area `marketplace`: deals/admin-routes.ts) and their requests in the inbox (area `inbox`; the
 * contact domain's inbox calls these through deals/service.ts): a request's deal, and the title a
 * reply names it by.
 */
import { paths } from '../../../shared/paths';
import type { Lang } from '../../../shared/envelope';
import type { DealRequestItem } from '../../../shared/schemas/inbox-admin';
import { dealAdminSchema, type DealAdmin } from '../../../shared/schemas/marketplace-admin';
import { personName, pick } from '../../platform/i18n';
import { defineMarketAdmin, moderatedFields, type InboxBase } from '../marketplace/admin';
import { invalidateDeals, toDeal } from './market';
import * as repo from './repository';

function toDealAdmin(lang: Lang, r: repo.DealRow): DealAdmin {
  const d = toDeal(lang, r);
  return {
    ...moderatedFields(r, { poster_name: d.added_by, created_at: d.added_at, path: paths.deal(d.id, d.item_name) }),
    product_name: d.product_name,
    product_type_name: d.product_type_name,
    item_name: d.item_name,
    producer_name: d.producer_name,
    governorate_name: d.governorate_name,
    quantity: d.quantity,
    unit_name: d.unit_name,
  };
}

/** "Item — producer (governorate)" in `lang`. */
const dealTitle = (lang: Lang, d: repo.InboxRequestRow['deal']) =>
  `${pick(lang, d.itemAr, d.itemEn)} — ${pick(lang, d.producerAr, d.producerEn)} (${pick(lang, d.govAr, d.govEn)})`;

function dealRequestItem(lang: Lang, r: repo.InboxRequestRow, base: InboxBase): DealRequestItem {
  const d = r.deal;
  return {
    ...base,
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

/** The back office's moderation of deals (deals/admin-routes.ts) and their requests in the inbox (the contact domain's). */
const admin = defineMarketAdmin({
  repo: repo.market,
  invalidate: invalidateDeals,
  entity: 'deal',
  path: 'marketplace/deals',
  row: dealAdminSchema,
  toRow: toDealAdmin,
  toItem: dealRequestItem,
  reply: (lang, r) => ({ title: dealTitle(lang, r.deal), quote: '' }),
});

/** GET/POST admin marketplace/deals…: every deal in a state, searched by a word; hide, unhide, close with a reason. */
export const dealModerationRoutes = admin.routes;

export const dealRequestsInbox = admin.inbox;
export const dealRequestCounts = admin.counts;
export const lockDealRequest = admin.lock;
export const markDealRequest = admin.mark;
