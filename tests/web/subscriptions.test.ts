/**
 * The pure rules of the subscription screens (issue 16): the selection and its total (VAT 0, sum
 * of prices, SPEC 2 and 9), `?select=`, the tiers of /choose-plan and the yearly saving computed
 * from the prices, the e-mails rule of a subscription (SPEC 5), the payment page's state, and
 * the `next` path after signing in (local paths only).
 */
import { describe, expect, it } from 'vitest';
import type { PackageBilling, PackageTier } from '../../src/shared/constants';
import { paths, safeNext } from '../../src/shared/paths';
import type { SubscriptionPackage, SubscriptionTypes } from '../../src/shared/schemas/subscriptions';
import { cleanInvoice, resultView } from '../../src/web/features/subscriptions/payment-state';
import {
  allPackages,
  bestSaving,
  checkoutSummary,
  emailsProblem,
  entitlementKey,
  normaliseEmails,
  parseSelect,
  planTiers,
  splitEmails,
  toggleId,
  yearlySaving,
} from '../../src/web/features/subscriptions/plans';

let nextId = 1;
function pkg(tier: PackageTier, billing: PackageBilling, price: string, over: Partial<SubscriptionPackage> = {}): SubscriptionPackage {
  return {
    subscription_id: nextId++,
    subscription_title: `${tier} ${billing}`,
    subscription_description: '',
    price,
    subscription_type_name: 'Price packages',
    type_id: 1,
    tier,
    billing,
    duration: billing === 'yearly' ? 12 : 1,
    number_of_emails: 0,
    entitlements: [],
    ...over,
  };
}

describe('the selection of packages', () => {
  const a = pkg('basic', 'monthly', '150.00');
  const b = pkg('gold', 'yearly', '5500.50');
  const c = pkg('diamond', 'monthly', '0.10');
  const types: SubscriptionTypes = {
    '2': { name: 'two', subscriptions: [b] },
    '1': { name: 'one', subscriptions: [a] },
    '3': { name: 'three', subscriptions: [c] },
  };

  it('lists the groups in the order of their keys', () => {
    expect(allPackages(types).map((p) => p.subscription_id)).toEqual([a, b, c].map((p) => p.subscription_id));
    expect(allPackages(undefined)).toEqual([]);
  });

  it('toggles a package in and out', () => {
    expect(toggleId([], 5)).toEqual([5]);
    expect(toggleId([5, 6], 5)).toEqual([6]);
  });

  it('totals the chosen packages exactly (no floating error), VAT shown as 0', () => {
    const s = checkoutSummary([a, b, c], [c.subscription_id, b.subscription_id, a.subscription_id, 999]);
    expect(s.chosen.map((p) => p.subscription_id)).toEqual([c, b, a].map((p) => p.subscription_id));
    expect(s.total).toBe('5650.60');
    expect(s.vat).toBe('0.00');
    expect(checkoutSummary([a], []).total).toBe('0.00');
  });

  it('reads ?select= keeping known ids once', () => {
    const known = new Set([3, 7, 9]);
    expect(parseSelect('7,3,7,x,12,-3,9.5', known)).toEqual([7, 3]);
    expect(parseSelect(null, known)).toEqual([]);
    expect(paths.subscriptionPackages([3, 7])).toBe('/subscription-packages?select=3,7');
    expect(paths.subscriptionPackages()).toBe('/subscription-packages');
  });
});

describe('the plans of /choose-plan', () => {
  const group = [
    pkg('free', 'monthly', '0.00', { entitlements: ['jobs.apply'] }),
    pkg('basic', 'monthly', '150.00', { entitlements: ['prices.history'] }),
    pkg('basic', 'yearly', '1500.00', { entitlements: ['prices.history'], number_of_emails: 1 }),
    pkg('gold', 'monthly', '550.00'),
    pkg('gold', 'yearly', '6600.00'),
  ];

  it('computes the yearly saving from the prices and their durations', () => {
    expect(yearlySaving({ price: '150.00', duration: 1 }, { price: '1500.00', duration: 12 })).toEqual({ amount: '300.00', percent: 17 });
    expect(yearlySaving({ price: '300.00', duration: 3 }, { price: '1000.00', duration: 12 })).toEqual({ amount: '200.00', percent: 17 });
    expect(yearlySaving({ price: '550.00', duration: 1 }, { price: '6600.00', duration: 12 })).toBeNull();
    expect(yearlySaving(undefined, { price: '1.00', duration: 12 })).toBeNull();
  });

  it('gives the five tiers in order, each with its package of the billing', () => {
    const monthly = planTiers(group, 'monthly');
    expect(monthly.map((t) => t.tier)).toEqual(['free', 'basic', 'platen', 'gold', 'diamond']);
    expect(monthly[1]!.pkg?.price).toBe('150.00');
    expect(monthly[2]!.pkg).toBeUndefined();
    const yearly = planTiers(group, 'yearly');
    expect(yearly[0]!.pkg?.tier).toBe('free');
    expect(yearly[1]!.pkg?.price).toBe('1500.00');
    expect(yearly[1]!.monthly?.price).toBe('150.00');
    expect(yearly[1]!.saving?.percent).toBe(17);
    expect(yearly[3]!.saving).toBeNull();
    expect(bestSaving(yearly)).toBe(17);
    expect(yearly[0]!.entitlements).toEqual(['jobs.apply']);
  });

  it('names an entitlement by its dictionary key', () => {
    expect(entitlementKey('prices.history')).toBe('prices_history');
    expect(entitlementKey('comparison')).toBe('comparison');
  });
});

describe('the e-mails of a subscription (SPEC 5)', () => {
  it('accepts valid addresses up to number_of_emails', () => {
    expect(emailsProblem(['a@example.com', 'b@example.com'], 2)).toBeNull();
    expect(emailsProblem([], 0)).toBeNull();
  });

  it('refuses more than number_of_emails', () => {
    expect(emailsProblem(['a@example.com', 'b@example.com', 'c@example.com'], 2)).toEqual({ kind: 'too_many', max: 2 });
  });

  it('refuses an invalid address first', () => {
    expect(emailsProblem(['a@example.com', 'not-an-email'], 5)).toEqual({ kind: 'invalid', email: 'not-an-email' });
  });

  it('trims the chips and keeps one of each address', () => {
    expect(normaliseEmails([' a@example.com ', 'A@example.com', '', 'b@example.com'])).toEqual(['a@example.com', 'b@example.com']);
    expect(splitEmails('a@example.com, b@example.com,')).toEqual(['a@example.com', 'b@example.com']);
    expect(splitEmails('')).toEqual([]);
  });
});

describe('the payment result page', () => {
  it("follows the server's state once known, the query string before", () => {
    expect(resultView('success', 'pending')).toBe('pending');
    expect(resultView('pending', 'succeeded')).toBe('success');
    expect(resultView('success', 'failed')).toBe('failed');
    expect(resultView('failed', null)).toBe('failed');
    expect(resultView('success', undefined)).toBe('success');
    expect(resultView('bogus', null)).toBe('unknown');
    expect(resultView(null, 'refunded')).toBe('refunded');
  });

  it('keeps only a plain invoice number', () => {
    expect(cleanInvoice(' INV-2026-0001 ')).toBe('INV-2026-0001');
    expect(cleanInvoice('<script>')).toBeNull();
    expect(cleanInvoice('x'.repeat(41))).toBeNull();
    expect(cleanInvoice(null)).toBeNull();
  });
});

describe('the next path after signing in', () => {
  it('keeps a local path with its query', () => {
    expect(safeNext('/subscription-packages')).toBe('/subscription-packages');
    expect(safeNext('/subscription-packages?select=3,7')).toBe('/subscription-packages?select=3,7');
    expect(paths.login('/choose-plan')).toBe('/login?next=%2Fchoose-plan');
  });

  it('refuses anything that could leave the site or loop to the sign-in pages', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'evil',
      '',
      '/a//b',
      '/\t/evil.example',
      '/login',
      '/sign-up?x=1',
      '/auth/google',
      null,
      42,
    ]) {
      expect(safeNext(bad), String(bad)).toBeNull();
    }
    expect(paths.login('//evil.example')).toBe('/login');
  });
});
