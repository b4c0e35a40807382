/**
 * Subscriptions (SPEC sections 3, 4, 5, 7; issue 16): what the files of the domain share — their
 * dependencies, the cache prefixes, money in piasters, a package's title in a language, and when
 * a subscription is current or refundable. The rules are split by responsibility: entitlements.ts,
 * packages.ts, checkout.ts (and the trial), orders.ts, extra-emails.ts, cancel.ts, renewals.ts;
 * activation by verified callbacks only is payments.ts, the back office admin.ts.
 */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { JobQueue } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import type { Payments } from '../../platform/payments/index';
import { todayIso } from '../../../shared/dates';
import type { Lang } from '../../../shared/envelope';
import { REFUND_DAYS } from '../../../shared/schemas/subscriptions';
import type * as repo from './repository';

/**
 * The prefix of what the app cache keeps about people's subscriptions. The readers' GET me answers
 * are built from it (accounts/cache.ts): a write that changes someone's plan invalidates it.
 */
export const SUBSCRIPTIONS_CACHE = 'subscriptions:';
/** The packages (shown on public pages: their change empties the page cache). */
export const PACKAGES_CACHE = 'packages:';

export interface SubscriptionDeps {
  db: Db;
  cache: Cache;
  jobs: JobQueue;
  mailer: Mailer;
  payments: Payments;
  /** The site's origin for links in mails and the providers' return and callback URLs. */
  publicUrl: string;
}

/** "550.00" → 55000 piasters. */
export const toCents = (amount: string): number => Math.round(Number(amount) * 100);
/** 55000 → "550.00". */
export const fromCents = (cents: number): string => (cents / 100).toFixed(2);

/** A decimal amount as the answers show it: "550" → "550.00". */
export const money = (amount: string) => Number(amount).toFixed(2);

/** A package's (or group's) text in a language, the other one when it is empty. */
export const pick = (lang: Lang, ar: string, en: string) => (lang === 'ar' ? ar || en : en || ar);

export const isCurrent = (s: repo.SubscriptionRow) => (s.status === 'active' || s.status === 'canceled') && (s.endDate == null || s.endDate >= todayIso());

const refundableUntil = (paidAt: Date) => new Date(paidAt.getTime() + REFUND_DAYS * 86_400_000);

export function refundable(s: repo.SubscriptionRow, paidAt: Date | null): boolean {
  return !s.isTrial && s.paymentId != null && paidAt != null && s.status === 'active' && Date.now() <= refundableUntil(paidAt).getTime();
}
