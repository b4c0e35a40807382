/**
 * Deals on the marketplace kit (decision 046): a deal is a post, a request its answer. Its limits,
 * cache prefix and messages, and how a deal's row reads in an answer (the site's, the mails', the
 * back office's).
 */
import type { Deal } from '../../../shared/schemas/deals';
import type { Lang } from '../../../shared/envelope';
import { personName, pick } from '../../platform/i18n';
import { hasEntitlement } from '../subscriptions';
import { defineMarketplace } from '../marketplace/service';
import * as repo from './repository';

/** Spam control of POST deal (the per-address rate limit is on the route). */
export const DEAL_LIMITS = {
  /** Deals a reader may post in a calendar month (Cairo) without the `deals.add` entitlement. */
  freePerMonth: 3,
  /** Deals one account may post in 24 hours, whatever its package. */
  perDay: 10,
  /** Deals one account may request in 24 hours. */
  requestsPerDay: 30,
} as const;

export const market = defineMarketplace({
  repo: repo.market,
  cachePrefix: 'deals:',
  limits: { postsPerDay: DEAL_LIMITS.perDay, freePostsPerMonth: DEAL_LIMITS.freePerMonth, answersPerDay: DEAL_LIMITS.requestsPerDay },
  entitled: (tx, userId) => hasEntitlement(tx, userId, 'deals.add'),
  messages: {
    notFound: 'api.deal_not_found',
    own: 'api.deal_own',
    answered: 'api.deal_already_requested',
    postDailyLimit: 'api.deal_daily_limit',
    answerDailyLimit: 'api.deal_request_daily_limit',
  },
});

/** Cache prefix of the deals answers; every deal write calls invalidateDeals. */
export const DEALS_CACHE = market.cachePrefix;
export const invalidateDeals = market.invalidate;

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
