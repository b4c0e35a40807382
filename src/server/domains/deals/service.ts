import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import type { Writer } from '../../platform/idempotency';
import type { DealDetail, DealList, DealListQuery, DealPayload, MyDeals } from '../../../shared/schemas/deals';
import type { FieldErrors, Lang } from '../../../shared/envelope';
import { AD_CODES } from '../../../shared/constants';
import { paths } from '../../../shared/paths';
import { translate } from '../../../shared/i18n/index';
import { Forbidden, NotFound, ValidationFailed } from '../../platform/errors';
import { personName } from '../../platform/i18n';
import { activeAds } from '../ads';
import { sliders } from '../news';
import { catalogLookup, itemPlacement, unitIds } from '../prices';
import { allGovernorates } from '../geography';
import { invalidateDeals, market, toDeal } from './market';
import * as repo from './repository';

export interface DealDeps {
  db: Db;
  cache: Cache;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
}

const dealsAds = (db: Db, cache: Cache, lang: Lang) => market.cached(cache, `ads:${lang}`, () => activeAds(db, lang, AD_CODES.deals));

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
  const key = `list:${lang}:${lk.countryId}:${q.rows}:${q.page}:${filter.productId ?? 0}:${filter.producerId ?? 0}:${filter.itemId ?? 0}:${filter.governorateId ?? 0}`;
  const [all_sliders, deals_ads, deals] = await Promise.all([
    market.cached(cache, `sliders:${lang}`, () => sliders(db, lang)),
    dealsAds(db, cache, lang),
    market.cached(cache, key, async () => {
      const [total, rows] = await Promise.all([repo.countDeals(db, filter), repo.pageOfDeals(db, filter, q.rows, (q.page - 1) * q.rows)]);
      return market.page(
        rows.map((r) => toDeal(lang, r)),
        total,
        q,
      );
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
    market.cached(cache, `deal:${lang}:${id}`, async () => {
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
    await market.checkPosting(tx, userId);
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
    const { posterId } = await market.answer(tx, dealId, userId, () => repo.insertRequest(tx, dealId, userId));
    // One after the other: a transaction is one connection (pg deprecates overlapping queries on a client).
    const deal = await repo.findDeal(tx, dealId);
    const owner = await repo.findContact(tx, posterId);
    const requester = await repo.findContact(tx, userId);
    if (!deal || !owner || !requester) throw new NotFound('api.deal_not_found');
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
  await repo.market.closePost(deps.db, dealId, userId);
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
    deals: market.withAnswers(
      own,
      requests,
      (r) => r.dealId,
      (d, received) => ({
        ...toDeal(lang, d),
        requests: received.map((r) => ({ id: r.id, name: personName(lang, r), email: r.email, mobile: r.mobile, requested_at: r.createdAt.toISOString() })),
      }),
    ),
    requested,
  };
}

/** Open deals for the sitemap (id, date). */
export const sitemapDeals = (db: Db, limit: number) => repo.sitemapDeals(db, limit);

export { DEAL_LIMITS, DEALS_CACHE, invalidateDeals, toDeal } from './market';
export { dealRequestCounts, dealRequestsInbox, lockDealRequest, markDealRequest } from './admin';
