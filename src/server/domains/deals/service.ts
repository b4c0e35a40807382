import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import type { Writer } from '../../platform/idempotency';
import type { Staff } from '../../platform/admin';
import { moderate, type ModerationStore } from '../../platform/admin-moderation';
import type { AdminPage } from '../../../shared/schemas/admin';
import type { DealAdmin, ModerationAction, ModerationQuery } from '../../../shared/schemas/marketplace-admin';
import type { Deal, DealDetail, DealList, DealListQuery, DealPayload, MyDeals } from '../../../shared/schemas/deals';
import type { FieldErrors, Lang } from '../../../shared/envelope';
import { AD_CODES } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { translate } from '../../../shared/i18n/index';
import { Conflict, Forbidden, NotFound, RateLimited, SubscriptionRequired, ValidationFailed } from '../../platform/errors';
import { personName, pick } from '../../platform/i18n';
import { activeAds } from '../ads';
import { sliders } from '../news';
import { catalogLookup, itemPlacement, unitIds } from '../prices';
import { allGovernorates } from '../geography';
import { hasEntitlement } from '../subscriptions';
import * as repo from './repository';

/** Cache prefix of the deals answers; every deal write calls invalidateDeals. */
export const DEALS_CACHE = 'deals:';
export const invalidateDeals = (cache: Cache) => cache.invalidate(DEALS_CACHE);
const TTL = 60_000;

/** Spam control of POST deal (the per-address rate limit is on the route). */
export const DEAL_LIMITS = {
  /** Deals a reader may post in a calendar month (Cairo) without the `deals.add` entitlement. */
  freePerMonth: 3,
  /** Deals one account may post in 24 hours, whatever its package. */
  perDay: 10,
  /** Deals one account may request in 24 hours. */
  requestsPerDay: 30,
} as const;

export interface DealDeps {
  db: Db;
  cache: Cache;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
}

export const toDeal = (lang: Lang, r: repo.DealRow): Deal => ({
  id: r.id,
  product_id: r.productId,
  product_type_id: r.productTypeId,
  producer_id: r.producerId,
  item_id: r.itemId,
  governorate_id: r.governorateId,
  unit_id: r.unitId,
  user_id: r.userId,
  product_name: pick(lang, r.productAr, r.productEn),
  product_type_name: pick(lang, r.typeAr, r.typeEn),
  item_name: pick(lang, r.itemAr, r.itemEn),
  governorate_name: pick(lang, r.govAr, r.govEn),
  producer_name: pick(lang, r.producerAr, r.producerEn),
  unit_name: pick(lang, r.unitAr, r.unitEn),
  quantity: Number(r.quantity).toFixed(2),
  added_by: personName(lang, { fullName: r.posterName, fullNameAr: r.posterAr, fullNameEn: r.posterEn }),
  added_at: r.createdAt.toISOString(),
  closed: r.closedAt !== null,
});

const dealsAds = (db: Db, cache: Cache, lang: Lang) => cache.wrap(`${DEALS_CACHE}ads:${lang}`, TTL, () => activeAds(db, lang, AD_CODES.deals));

/**
 * GET deal: a page of the open deals of the country (newest first) narrowed by the filters, the
 * sliders, ads 03-001..03-004 and the lookup lists of the filter and the form (the prices
 * cascade's, with the units). Every page of every filter is cached until a deal is written.
 */
export async function dealList(db: Db, cache: Cache, lang: Lang, q: DealListQuery): Promise<DealList> {
  const lk = await catalogLookup(db, cache, lang, q.country);
  const filter: repo.DealFilter = {
    countryId: lk.countryId,
    productId: q.product || undefined,
    producerId: q.producer || undefined,
    itemId: q.item || undefined,
    governorateId: q.governorate || undefined,
  };
  const key = `${DEALS_CACHE}list:${lang}:${lk.countryId}:${q.rows}:${q.page}:${filter.productId ?? 0}:${filter.producerId ?? 0}:${filter.itemId ?? 0}:${filter.governorateId ?? 0}`;
  const [all_sliders, deals_ads, deals] = await Promise.all([
    cache.wrap(`${DEALS_CACHE}sliders:${lang}`, TTL, () => sliders(db, lang)),
    dealsAds(db, cache, lang),
    cache.wrap(key, TTL, async () => {
      const [total, rows] = await Promise.all([repo.countDeals(db, filter), repo.pageOfDeals(db, filter, q.rows, (q.page - 1) * q.rows)]);
      return { data: rows.map((r) => toDeal(lang, r)), current_page: q.page, last_page: Math.max(1, Math.ceil(total / q.rows)), per_page: q.rows, total };
    }),
  ]);
  return {
    all_sliders,
    deals_ads,
    deals,
    items: lk.items,
    products: lk.products,
    products_types: lk.productTypes,
    producers: lk.producers,
    governorates: lk.governorates,
    units: lk.units,
  };
}

/** GET deal/{id}: a deal that moderation has not hidden, open or closed (`closed`); NotFound otherwise (cached too). */
export async function dealDetail(db: Db, cache: Cache, lang: Lang, id: number): Promise<DealDetail> {
  const [item, deals_ads] = await Promise.all([
    cache.wrap(`${DEALS_CACHE}deal:${lang}:${id}`, TTL, async () => {
      const r = await repo.findDeal(db, id);
      return r ? toDeal(lang, r) : null;
    }),
    dealsAds(db, cache, lang),
  ]);
  if (!item) throw new NotFound('api.deal_not_found');
  return { item, deals_ads };
}

/**
 * The rules of the deal form beyond the shape (SPEC section 5): the item exists and belongs to
 * the product, type and producer sent, it is sold in the governorate (its govs, or anywhere in
 * its country when it lists none), and the unit exists. 422 per field otherwise.
 */
async function checkCatalogue(db: Db, body: DealPayload): Promise<void> {
  const fields: FieldErrors = {};
  const [item, units, govs] = await Promise.all([itemPlacement(db, body.item_id), unitIds(db), allGovernorates(db)]);
  if (!item) fields.item_id = ['deal_item_unknown'];
  else {
    if (item.product_id !== body.product_id) fields.product_id = ['deal_item_mismatch'];
    if (item.product_type_id !== body.product_type_id) fields.product_type_id = ['deal_item_mismatch'];
    if (item.producer_id !== body.producer_id) fields.producer_id = ['deal_item_mismatch'];
    const gov = govs.find((g) => g.id === body.governorate_id);
    const sold = gov && (item.govs.length ? item.govs.includes(gov.id) : gov.country_id === item.country_id);
    if (!sold) fields.governorate_id = ['deal_not_sold_here'];
  }
  if (!units.has(body.unit_id)) fields.unit_id = ['deal_unit_unknown'];
  if (Object.keys(fields).length) throw new ValidationFailed(fields);
}

/**
 * POST deal. A filled honeypot answers like a success and stores nothing. Then, under a lock on
 * the user's deals: at most DEAL_LIMITS.perDay in 24 hours (429), and beyond
 * DEAL_LIMITS.freePerMonth this calendar month the `deals.add` entitlement (402).
 */
export async function createDeal(deps: Pick<DealDeps, 'db' | 'cache'>, db: Writer, userId: number, body: DealPayload): Promise<number | null> {
  if (body.website) return null;
  await checkCatalogue(deps.db, body);
  const id = await db.transaction(async (tx) => {
    await repo.lockUserDeals(tx, userId);
    if ((await repo.countUserDealsSince(tx, userId, 'day')) >= DEAL_LIMITS.perDay) throw new RateLimited('api.deal_daily_limit');
    if ((await repo.countUserDealsSince(tx, userId, 'month')) >= DEAL_LIMITS.freePerMonth && !(await hasEntitlement(tx, userId, 'deals.add')))
      throw new SubscriptionRequired();
    return repo.insertDeal(tx, {
      userId,
      productId: body.product_id,
      productTypeId: body.product_type_id,
      producerId: body.producer_id,
      itemId: body.item_id,
      governorateId: body.governorate_id,
      unitId: body.unit_id,
      quantity: body.quantity.toFixed(2),
    });
  });
  // The route empties the cache once the request's transaction has committed (afterCommit).
  return id;
}

/**
 * POST apply_deal: stores the request and, in the same transaction, queues the e-mail to the
 * deal's poster in the poster's language with the requester's name, e-mail and mobile.
 * Unknown, hidden or closed deal: 404; one's own: 403; a second request: 409; more than
 * DEAL_LIMITS.requestsPerDay in 24 hours: 429.
 */
export async function applyToDeal(deps: DealDeps, db: Writer, userId: number, dealId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.lockDeal(tx, dealId); // a close racing this request waits for it, or is seen by it
    const deal = await repo.findDeal(tx, dealId);
    if (!deal || deal.closedAt) throw new NotFound('api.deal_not_found');
    if (deal.userId === userId) throw new Forbidden('api.deal_own');
    await repo.lockUserDeals(tx, userId);
    if ((await repo.countUserRequestsSince(tx, userId, 'day')) >= DEAL_LIMITS.requestsPerDay) throw new RateLimited('api.deal_request_daily_limit');
    if (!(await repo.insertRequest(tx, dealId, userId))) throw new Conflict('api.deal_already_requested');
    // One after the other: a transaction is one connection (pg deprecates overlapping queries on a client).
    const owner = await repo.findContact(tx, deal.userId);
    const requester = await repo.findContact(tx, userId);
    if (!owner || !requester) throw new NotFound('api.deal_not_found');
    await deps.mailer.send(requestMail(deps, owner, requester, deal), deps.jobs.join(tx));
  });
  // Nothing cached changes: the lists and pages show no requests (they are the poster's, GET my_deals).
}

/** The mail a poster gets for a request of their deal, in the poster's language. */
function requestMail(deps: Pick<DealDeps, 'publicUrl'>, owner: repo.ContactRow, requester: repo.ContactRow, deal: repo.DealRow) {
  const lang = owner.language;
  const d = toDeal(lang, deal);
  return {
    to: owner.email,
    subject: translate(lang, 'deal_mail.request_subject', { item: d.item_name }),
    text: translate(lang, 'deal_mail.request_body', {
      name: personName(lang, requester),
      email: requester.email,
      mobile: requester.mobile || '-',
      summary: `${d.product_name} · ${d.product_type_name} · ${d.item_name} · ${d.producer_name} · ${d.governorate_name} · ${d.quantity} ${d.unit_name}`,
      link: `${deps.publicUrl}${paths.settings('market')}`,
    }),
  };
}

/** POST close_deal: only its poster (403); unknown or hidden: 404; closing a closed deal changes nothing. */
export async function closeDeal(deps: Pick<DealDeps, 'db' | 'cache'>, userId: number, dealId: number): Promise<void> {
  const deal = await repo.findDeal(deps.db, dealId);
  if (!deal) throw new NotFound('api.deal_not_found');
  if (deal.userId !== userId) throw new Forbidden('api.deal_not_yours');
  await repo.closeDeal(deps.db, dealId, userId);
  await invalidateDeals(deps.cache);
}

/** GET my_deals: the reader's deals (open and closed) with the requests received, and the ids of the deals they requested. Never cached. */
export async function myDeals(db: Db, lang: Lang, userId: number): Promise<MyDeals> {
  const [own, requested] = await Promise.all([repo.dealsOfUser(db, userId), repo.requestedBy(db, userId)]);
  const requests = await repo.requestsOn(
    db,
    own.map((d) => d.id),
  );
  return {
    deals: own.map((d) => ({
      ...toDeal(lang, d),
      requests: requests
        .filter((r) => r.dealId === d.id)
        .map((r) => ({ id: r.id, name: personName(lang, r), email: r.email, mobile: r.mobile, requested_at: r.createdAt.toISOString() })),
    })),
    requested,
  };
}

/** Open deals for the sitemap (id, date). */
export const sitemapDeals = (db: Db, limit: number) => repo.sitemapDeals(db, limit);

// ---------------------------------------------------------------------------------------------
// The back office's moderation (issue 18, area `marketplace`: deals/admin-routes.ts)

function toDealAdmin(lang: Lang, r: repo.DealRow): DealAdmin {
  const d = toDeal(lang, r);
  return {
    id: d.id,
    poster_name: d.added_by,
    poster_email: r.posterEmail,
    created_at: d.added_at,
    closed_at: r.closedAt?.toISOString() ?? null,
    hidden: !r.isActive,
    moderation_reason: r.moderationReason,
    path: paths.deal(d.id, d.item_name),
    product_name: d.product_name,
    product_type_name: d.product_type_name,
    item_name: d.item_name,
    producer_name: d.producer_name,
    governorate_name: d.governorate_name,
    quantity: d.quantity,
    unit_name: d.unit_name,
  };
}

/** Every deal in a state (hidden and closed ones too), newest first, searched by a word. Never cached. */
export async function dealsForStaff(db: Db, lang: Lang, q: ModerationQuery): Promise<AdminPage<DealAdmin>> {
  const { rows, total } = await repo.moderationPage(db, { status: q.status, word: q.q || undefined }, q.rows, (q.page - 1) * q.rows);
  return { items: rows.map((r) => toDealAdmin(lang, r)), total, page: q.page, rows: q.rows };
}

/** The deals' rows for the back office's moderation (platform/admin-moderation.ts). */
const dealStore: ModerationStore<repo.DealRow> = {
  entity: 'deal',
  lock: repo.lockDeal,
  find: repo.findDealForStaff,
  close: (tx, id) => repo.closeDeal(tx, id),
  set: repo.setDealModeration,
};

/**
 * Hides a deal (gone from the list, its page answers 404), shows it again, or closes it (as its
 * poster would: it leaves the list, its page says closed), with the staff's reason kept on the
 * row and in the audit log; then empties the deals caches.
 */
export async function moderateDeal(deps: Pick<DealDeps, 'db' | 'cache'>, staff: Staff, lang: Lang, id: number, action: ModerationAction, reason: string) {
  const after = await moderate(deps.db, staff, dealStore, id, action, reason);
  await invalidateDeals(deps.cache);
  return toDealAdmin(lang, after);
}

export { dealRequestCounts, dealRequestsInbox, lockDealRequest, markDealRequest } from './inbox';
