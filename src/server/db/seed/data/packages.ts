/** Demo subscription groups (ids 1..3) and their packages. Prices in LE, VAT excluded. */
import type { Entitlement, PackageTier } from '../../../../shared/constants';

export const SUBSCRIPTION_TYPE_ROWS = [
  { id: 1, nameAr: 'باقات الأسعار', nameEn: 'Price packages', sort: 1 },
  { id: 2, nameAr: 'باقات المجتمع: الصفقات والوظائف', nameEn: 'Society packages: deals and jobs', sort: 2 },
  { id: 3, nameAr: 'باقات الشركات', nameEn: 'Business packages', sort: 3 },
] as const;

const TIER_NAMES: Record<PackageTier, [string, string]> = {
  free: ['مجانية', 'Free'],
  basic: ['أساسية', 'Basic'],
  platen: ['بلاتين', 'Platen'],
  gold: ['ذهبية', 'Gold'],
  diamond: ['ماسية', 'Diamond'],
};

/** Monthly price per group and tier. */
const MONTHLY: Record<1 | 2 | 3, Record<PackageTier, number>> = {
  1: { free: 0, basic: 150, platen: 300, gold: 550, diamond: 900 },
  2: { free: 0, basic: 100, platen: 200, gold: 400, diamond: 700 },
  3: { free: 0, basic: 500, platen: 900, gold: 1500, diamond: 2500 },
};

const EMAILS: Record<PackageTier, number> = { free: 0, basic: 1, platen: 3, gold: 5, diamond: 10 };

const BASE_ENTITLEMENTS: Record<1 | 2 | 3, Record<PackageTier, Entitlement[]>> = {
  1: {
    free: [],
    basic: ['prices.history'],
    platen: ['prices.history', 'comparison'],
    gold: ['prices.history', 'comparison', 'bulletins.email'],
    diamond: ['prices.history', 'comparison', 'bulletins.email'],
  },
  2: {
    free: ['deals.request', 'jobs.apply'],
    basic: ['deals.request', 'jobs.apply', 'jobs.add', 'deals.add'],
    platen: ['deals.request', 'jobs.apply', 'jobs.add', 'deals.add'],
    gold: ['deals.request', 'jobs.apply', 'jobs.add', 'deals.add'],
    diamond: ['deals.request', 'jobs.apply', 'jobs.add', 'deals.add', 'bulletins.email'],
  },
  3: {
    free: ['deals.request', 'jobs.apply'],
    basic: ['prices.history', 'comparison', 'deals.request', 'jobs.apply', 'jobs.add', 'deals.add'],
    platen: ['prices.history', 'comparison', 'deals.request', 'jobs.apply', 'jobs.add', 'deals.add', 'bulletins.email'],
    gold: ['prices.history', 'comparison', 'deals.request', 'jobs.apply', 'jobs.add', 'deals.add', 'bulletins.email'],
    diamond: ['prices.history', 'comparison', 'deals.request', 'jobs.apply', 'jobs.add', 'deals.add', 'bulletins.email'],
  },
};

/**
 * What the default seed adds to the lists above (issue 16): the CSV exports of prices and of the
 * comparison come with every paid package of the price and business groups (1 and 3), never the
 * free one; price alerts come wherever the daily bulletin does.
 */
function entitlementsOf(typeId: 1 | 2 | 3, tier: PackageTier): Entitlement[] {
  const base = BASE_ENTITLEMENTS[typeId][tier];
  const exports: Entitlement[] = tier !== 'free' && (typeId === 1 || typeId === 3) ? ['prices.export', 'comparison.export'] : [];
  const alerts: Entitlement[] = base.includes('bulletins.email') ? ['prices.alerts'] : [];
  // Issue 20: the full price analysis and the open data API's keys come with gold and diamond of
  // the price and business groups.
  const top = (typeId === 1 || typeId === 3) && (tier === 'gold' || tier === 'diamond');
  const analysis: Entitlement[] = top ? ['analysis', 'open_data'] : [];
  return [...base, ...exports, ...alerts, ...analysis];
}

const DESCRIPTIONS: Record<1 | 2 | 3, [string, string]> = {
  1: ['الأسعار اليومية وسجلها التاريخي والمقارنة بين الأصناف', 'Daily prices, their history and item comparison'],
  2: ['إضافة الصفقات وطلبها ونشر الوظائف والتقدم إليها', 'Add and request deals, post and apply to jobs'],
  3: ['كل خدمات بناء لفريق الشركة مع نشرات بالبريد', 'Every Binaa service for a company team, with e-mail bulletins'],
};

/** Yearly billing costs 10 months: "2 months free" (about 17% saved). */
export const YEARLY_MONTHS_CHARGED = 10;

export interface PackageDef {
  typeId: 1 | 2 | 3;
  tier: PackageTier;
  billing: 'monthly' | 'yearly';
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  price: string;
  durationMonths: number;
  numberOfEmails: number;
  entitlements: Entitlement[];
  sort: number;
}

export function packageDefs(): PackageDef[] {
  const out: PackageDef[] = [];
  for (const typeId of [1, 2, 3] as const) {
    const tiers = Object.keys(TIER_NAMES) as PackageTier[];
    tiers.forEach((tier, t) => {
      for (const billing of tier === 'free' ? (['monthly'] as const) : (['monthly', 'yearly'] as const)) {
        const monthly = MONTHLY[typeId][tier];
        const [ar, en] = TIER_NAMES[tier];
        const emails = EMAILS[tier] * (typeId === 3 ? 2 : 1);
        const [dAr, dEn] = DESCRIPTIONS[typeId];
        out.push({
          typeId,
          tier,
          billing,
          titleAr: `${ar}${tier === 'free' ? '' : billing === 'monthly' ? ' - شهرية' : ' - سنوية'}`,
          titleEn: `${en}${tier === 'free' ? '' : billing === 'monthly' ? ' - monthly' : ' - yearly'}`,
          descriptionAr: `${dAr}.${emails ? ` حتى ${emails} بريد إضافي.` : ''}`,
          descriptionEn: `${dEn}.${emails ? ` Up to ${emails} extra e-mail${emails > 1 ? 's' : ''}.` : ''}`,
          price: (billing === 'monthly' ? monthly : monthly * YEARLY_MONTHS_CHARGED).toFixed(2),
          durationMonths: billing === 'monthly' ? 1 : 12,
          numberOfEmails: emails,
          entitlements: entitlementsOf(typeId, tier),
          sort: t * 2 + (billing === 'yearly' ? 1 : 0),
        });
      }
    });
  }
  return out;
}
