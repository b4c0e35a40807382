/**
 * Business constants of SPEC section 9, shared by server and browser. Plain TS: no server imports.
 */

export const LANGUAGES = ['ar', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ar';

/** Country keys of the country selector, in display order. */
export const COUNTRY_SLUGS = ['egypt', 'saudi', 'emirate', 'kuwait', 'qatar', 'iraq', 'oman'] as const;
export type CountrySlug = (typeof COUNTRY_SLUGS)[number];
export const DEFAULT_COUNTRY: CountrySlug = 'egypt';
/** An empty gov_id on the prices call means governorate 1 (Cairo). */
export const DEFAULT_GOVERNORATE_ID = 1;

export const CURRENCY = 'EGP';
export const VAT_RATE = 0;
export const REGISTRATION_TITLE_ID = 2;
export const OTP_LENGTH = 5;
export const CONTACT_COUNTRY_CODES = ['+20', '+96', '+95'] as const;

const range = (family: string, count: number): string[] => Array.from({ length: count }, (_, i) => `${family}-${String(i + 1).padStart(3, '0')}`);

/** Ad slot codes by family. Header/layout uses 01-001..01-006, the home page 01-007..01-015. */
export const AD_CODES = {
  home: range('01', 15),
  header: range('01', 15).slice(0, 6),
  homeBody: range('01', 15).slice(6),
  news: range('02', 4),
  deals: range('03', 4),
  prices: range('04', 4),
  comparison: range('05', 4),
  jobs: range('06', 4),
} as const;
/** Every family keyed by its two-digit prefix. */
export const AD_FAMILIES = { '01': 'home', '02': 'news', '03': 'deals', '04': 'prices', '05': 'comparison', '06': 'jobs' } as const;
export const ALL_AD_CODES: readonly string[] = [
  ...AD_CODES.home,
  ...AD_CODES.news,
  ...AD_CODES.deals,
  ...AD_CODES.prices,
  ...AD_CODES.comparison,
  ...AD_CODES.jobs,
];
export const AD_LANGS = ['ar', 'en', 'all'] as const;

export const NEWS_CATEGORIES = { all: 0, general: 1, cement: 2, world: 3 } as const;
export type NewsCategoryId = (typeof NEWS_CATEGORIES)[keyof typeof NEWS_CATEGORIES];

/**
 * Cosmetic slugs of the news category pages (`/news/{id}/{page}/{slug}`) per language: the
 * category's name in that language, slugified (shared/slug.ts). One table for the site's links
 * and canonicals and for the sitemap and RSS, so all of them name the same URL.
 */
export const NEWS_CATEGORY_SLUGS: Record<(typeof LANGUAGES)[number], Record<NewsCategoryId, string>> = {
  ar: { 0: 'كل-الأخبار', 1: 'أخبار-عامة', 2: 'أخبار-الأسمنت', 3: 'الأسمنت-حول-العالم' },
  en: { 0: 'all-news', 1: 'general-news', 2: 'cement-news', 3: 'cement-around-the-world' },
};

/** The deals list's filters, in cascade order (SPEC section 4); outside the schemas so the page loads no zod. */
export const DEAL_FILTERS = ['product', 'producer', 'item', 'governorate'] as const;
export const PAGE_SIZES = { news: 22, deals: 10, jobs: 10 } as const;
export const MAX_PAGINATION_BUTTONS = 10;
export const MAX_COMPARISON_ITEMS = 4;
export const MAX_SAVED_SEARCHES = 10;

export const PRICE_STATUSES = ['up', 'normal', 'down'] as const;
export type PriceStatus = (typeof PRICE_STATUSES)[number];

/** Milliseconds. */
export const TIMINGS = { slider: 18_000, rows: 15_000, toast: 3_000, snackbar: 2_000 } as const;

export const UNIT_CODES = ['ton', 'kg', 'km'] as const;

export const PACKAGE_TIERS = ['free', 'basic', 'platen', 'gold', 'diamond'] as const;
export type PackageTier = (typeof PACKAGE_TIERS)[number];
export const PACKAGE_BILLINGS = ['monthly', 'yearly'] as const;
export type PackageBilling = (typeof PACKAGE_BILLINGS)[number];
/** Capability names a package may grant (subscription_packages.entitlements). */
/** What a package can grant (its `entitlements`, data not code): an action needing one answers "You must subscribe first". */
export const ENTITLEMENTS = [
  'prices.history',
  'prices.export',
  'comparison',
  'comparison.export',
  'deals.add',
  'deals.request',
  'jobs.add',
  'jobs.apply',
  'bulletins.email',
  'prices.alerts',
  /** Issue 20: the price analysis beyond the last 30 days, and its CSV/XLSX exports. */
  'analysis',
  /** Issue 20: personal keys of the open data API (Settings). */
  'open_data',
] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

/** active: paid and renewing; canceled: renewal stopped, access to end_date; expired: past end_date; refunded: ended by a refund. */
export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'canceled', 'expired', 'refunded'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** `user`: a reader; the others are staff of the back office (src/shared/admin.ts: what each may do). */
export const USER_ROLES = ['user', 'admin', 'editor', 'prices_clerk', 'support'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ONE_TIME_CODE_PURPOSES = ['activation', 'password_reset', 'email_change'] as const;
export type OneTimeCodePurpose = (typeof ONE_TIME_CODE_PURPOSES)[number];
export const WEB_ACCESS_KEY = 'binaa-web';

/** Longest `word` accepted by GET price (a free-text filter on item and producer names). */
export const PRICE_WORD_MAX = 100;

/** The price analysis's periods (GET price_analysis `period`). */
export const ANALYSIS_PERIODS = ['1M', '3M', '1Y', 'all'] as const;
/** Days of the price analysis a reader without the entitlement sees, ending at the latest price day. */
export const ANALYSIS_FREE_DAYS = 30;
