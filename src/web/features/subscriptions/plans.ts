/**
 * The pure rules of the packages and plans screens (tested in tests/web/subscriptions.test.ts):
 * the selection and its total (SPEC 2: VAT shown as 0, total = sum of prices), the tiers of
 * /choose-plan with the yearly saving computed from the prices, and the e-mails of a subscription.
 * Money is counted in piastres (integers), never in floating LE.
 */
import { EMAIL_PATTERN } from '../../../shared/validation';
import type { Entitlement, PackageBilling, PackageTier } from '../../../shared/constants';
import { PACKAGE_TIERS } from '../../../shared/constants';
import { SUBSCRIPTION_TYPE_KEYS, type SubscriptionPackage, type SubscriptionTypes } from '../../../shared/schemas/subscriptions';

/** "550.50" → 55050; anything unreadable counts as 0. */
export function toPiastres(price: string | number): number {
  const n = typeof price === 'number' ? price : Number.parseFloat(price);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

/** 55050 → "550.50" (the API's money format). */
export const fromPiastres = (p: number): string => (p / 100).toFixed(2);

/** Every package of the three groups, in the groups' order (keys "1", "2", "3"). */
export function allPackages(types: SubscriptionTypes | undefined): SubscriptionPackage[] {
  if (!types) return [];
  return SUBSCRIPTION_TYPE_KEYS.flatMap((key) => types[key]?.subscriptions ?? []);
}

/** Adds the id when absent, removes it when present. */
export const toggleId = (ids: readonly number[], id: number): number[] => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);

/** The chosen packages (in the order chosen), their VAT (always 0, SPEC 9) and total. */
export function checkoutSummary(packages: readonly SubscriptionPackage[], ids: readonly number[]) {
  const byId = new Map(packages.map((p) => [p.subscription_id, p]));
  const chosen = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const total = chosen.reduce((sum, p) => sum + toPiastres(p.price), 0);
  return { chosen, vat: fromPiastres(0), total: fromPiastres(total) };
}

/** `?select=3,7` → the ids among `known` (unknown, repeated or malformed ids are dropped). */
export function parseSelect(value: string | null, known: ReadonlySet<number>): number[] {
  if (!value) return [];
  const out: number[] = [];
  for (const part of value.split(',')) {
    const id = Number(part);
    if (/^\d{1,10}$/.test(part) && known.has(id) && !out.includes(id)) out.push(id);
  }
  return out;
}

export interface YearlySaving {
  /** LE a year, "1200.00". */
  amount: string;
  /** Whole per cent of twelve monthly payments. */
  percent: number;
}

/**
 * What the yearly package saves against paying the monthly one for the same months (prices per
 * their durations, so a 12-month package against a 1-month one); null when it saves nothing.
 */
export function yearlySaving(
  monthly: Pick<SubscriptionPackage, 'price' | 'duration'> | undefined,
  yearly: Pick<SubscriptionPackage, 'price' | 'duration'> | undefined,
): YearlySaving | null {
  if (!monthly || !yearly || monthly.duration <= 0 || yearly.duration <= 0) return null;
  const asMonthly = Math.round((toPiastres(monthly.price) * yearly.duration) / monthly.duration);
  const saving = asMonthly - toPiastres(yearly.price);
  if (asMonthly <= 0 || saving <= 0) return null;
  return { amount: fromPiastres(saving), percent: Math.round((saving / asMonthly) * 100) };
}

export interface PlanTier {
  tier: PackageTier;
  /** The package of the chosen billing in the chosen group (none for Free, or when not offered). */
  pkg: SubscriptionPackage | undefined;
  /** The monthly package of the tier in the group: the one "Try one Month" starts. */
  monthly: SubscriptionPackage | undefined;
  saving: YearlySaving | null;
  entitlements: Entitlement[];
}

/** The five tiers of /choose-plan for one group and billing, Free first. */
export function planTiers(group: readonly SubscriptionPackage[], billing: PackageBilling): PlanTier[] {
  return PACKAGE_TIERS.map((tier) => {
    const of = (b: PackageBilling) => group.find((p) => p.tier === tier && p.billing === b);
    const monthly = of('monthly');
    const yearly = of('yearly');
    // Free has no yearly price: it is the same package either way.
    const pkg = billing === 'monthly' || tier === 'free' ? monthly : yearly;
    const entitlements = pkg?.entitlements ?? monthly?.entitlements ?? yearly?.entitlements ?? [];
    return { tier, pkg, monthly, saving: yearlySaving(monthly, yearly), entitlements };
  });
}

/** The best yearly saving of a group, for the switch's "save up to N%". */
export const bestSaving = (tiers: readonly PlanTier[]): number => tiers.reduce((best, t) => Math.max(best, t.saving?.percent ?? 0), 0);

/** The entitlement's dictionary key: 'prices.history' → 'prices_history'. */
export const entitlementKey = (e: Entitlement) => e.replace('.', '_') as EntitlementKey;
export type EntitlementKey =
  | 'prices_history'
  | 'prices_export'
  | 'comparison'
  | 'comparison_export'
  | 'deals_add'
  | 'deals_request'
  | 'jobs_add'
  | 'jobs_apply'
  | 'bulletins_email'
  | 'prices_alerts'
  | 'analysis'
  | 'open_data';

export type EmailsProblem = { kind: 'invalid'; email: string } | { kind: 'too_many'; max: number } | null;

/** SPEC 5: each address valid (the shared e-mail rule), and no more than the subscription's number_of_emails. */
export function emailsProblem(emails: readonly string[], max: number): EmailsProblem {
  const bad = emails.find((e) => !EMAIL_PATTERN.test(e) || e.length > 254);
  if (bad !== undefined) return { kind: 'invalid', email: bad };
  if (emails.length > max) return { kind: 'too_many', max };
  return null;
}

/** The chips typed in the dialog: trimmed, empty ones dropped, the same address (any case) once. */
export function normaliseEmails(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const e = v.trim();
    if (!e || seen.has(e.toLowerCase())) continue;
    seen.add(e.toLowerCase());
    out.push(e);
  }
  return out;
}

/** The e-mails of a subscription as the SPEC's comma-separated string gives them. */
export const splitEmails = (emails: string): string[] => normaliseEmails(emails.split(','));
