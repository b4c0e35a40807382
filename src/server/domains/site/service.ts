import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { Lang } from '../../../shared/envelope';
import { AD_CODES } from '../../../shared/constants';
import type { DefaultWebsiteData } from '../../../shared/schemas/site';
import { SITE_TEXT_KEYS, type SiteContacts, type SiteContent, type SiteTexts } from '../../../shared/schemas/content-admin';
import type { Staff } from '../../platform/admin';
import { recordAudit } from '../../platform/audit';
import { pick } from '../../platform/i18n';
import { activeAds } from '../ads';
import { countries as listCountries } from '../geography';
import { profileTypeList } from '../partners';
import { producerTypeList } from '../producers';
import { products as listProducts, productTypes as listProductTypes } from '../products';
import * as repo from './repository';

/** Cache prefix of the site's answers (its default data); the writers of its texts and contacts invalidate it. */
export const SITE_CACHE = 'site:';
/** Empties the site's answers and, through the declarations, what is built from them and the pages. */
export const invalidateSite = (cache: Cache) => cache.invalidate(SITE_CACHE);
const TTL = 60_000;

/** `socialProviders`: from the configuration, static for the life of the process (safe to cache). */
export async function defaultWebsiteData(
  db: Db,
  cache: Cache,
  lang: Lang,
  socialProviders: DefaultWebsiteData['social_providers'],
): Promise<DefaultWebsiteData> {
  return cache.wrap(`${SITE_CACHE}default:${lang}`, TTL, async () => {
    const [settings, products, types, profileTypes, producerTypes, countries, ads] = await Promise.all([
      repo.findSettings(db),
      listProducts(db),
      listProductTypes(db),
      profileTypeList(db),
      producerTypeList(db),
      listCountries(db),
      activeAds(db, lang, AD_CODES.header),
    ]);
    const s = settings ?? ({} as Partial<NonNullable<typeof settings>>);
    const texts = Object.fromEntries(
      SITE_TEXT_KEYS.flatMap((k) => {
        const ar = (s[`${k}Ar` as keyof typeof s] as string | undefined) ?? '';
        const en = (s[`${k}En` as keyof typeof s] as string | undefined) ?? '';
        return [
          [k, lang === 'ar' ? ar : en],
          [`${k}_ar`, ar],
          [`${k}_en`, en],
        ];
      }),
    ) as DefaultWebsiteData['website_basic_data'];
    // Header slots 01-001..01-003 sit under the top bar, 01-004..01-006 above the footer.
    const headerCodes = new Set(AD_CODES.header.slice(0, 3));
    return {
      header_ads: ads.filter((a) => headerCodes.has(a.ads_code)),
      footer_ads: ads.filter((a) => !headerCodes.has(a.ads_code)),
      contact_info: {
        phone: s.phone ?? '',
        whatsapp: s.whatsapp ?? '',
        email: s.email ?? '',
        facebook_link: s.facebookLink ?? '',
        twitter_link: s.twitterLink ?? '',
        youtube_link: s.youtubeLink ?? '',
        linkedin_link: s.linkedinLink ?? '',
      },
      product_types: products.map((p) => ({
        id: p.id,
        name: pick(lang, p.nameAr, p.nameEn),
        meta_name: p.slug,
        types: types.filter((t) => t.productId === p.id).map((t) => ({ id: t.id, product_id: t.productId, name: pick(lang, t.nameAr, t.nameEn) })),
      })),
      profile_types: profileTypes.map((p) => ({ id: p.id, name: pick(lang, p.nameAr, p.nameEn), meta_name: p.slug })),
      producer_types: producerTypes.map((p) => ({ id: p.id, name: pick(lang, p.nameAr, p.nameEn), meta_name: p.slug })),
      website_basic_data: texts,
      countries: countries.map((c) => ({ id: c.id, slug: c.slug, name: pick(lang, c.nameAr, c.nameEn), dial_code: c.dialCode })),
      social_providers: socialProviders,
    };
  });
}

/** The site's contact details (the seller on invoices, support on the failed payment page and in mails). */
export async function contactDetails(db: Db): Promise<{ phone: string; whatsapp: string; email: string }> {
  const s = await repo.findSettings(db);
  return { phone: s?.phone ?? '', whatsapp: s?.whatsapp ?? '', email: s?.email ?? '' };
}

// The back office (issue 18, area `content`): the site's texts and contacts.

type Settings = NonNullable<Awaited<ReturnType<typeof repo.findSettings>>>;
/** `about_ar` → `aboutAr`, `facebook_link` → `facebookLink`. */
const columnOf = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as keyof Settings;
const fieldsOf = <K extends string>(row: Partial<Settings>, fields: readonly K[]) =>
  Object.fromEntries(fields.map((f) => [f, (row[columnOf(f)] as string | undefined) ?? ''])) as Record<K, string>;

const TEXT_FIELDS = SITE_TEXT_KEYS.flatMap((k) => [`${k}_ar`, `${k}_en`] as const);
const CONTACT_FIELDS = ['phone', 'whatsapp', 'email', 'facebook_link', 'twitter_link', 'youtube_link', 'linkedin_link'] as const;

const contentOf = (row: Partial<Settings>): SiteContent => ({
  texts: fieldsOf(row, TEXT_FIELDS),
  contacts: fieldsOf(row, CONTACT_FIELDS),
  updated_at: (row.updatedAt ?? new Date(0)).toISOString(),
});

export async function siteContent(db: Db): Promise<SiteContent> {
  return contentOf((await repo.findSettings(db)) ?? {});
}

/**
 * Changes the site's texts or its contacts: one audit entry with the fields that changed (before
 * and after). The caller empties the site cache once committed (`invalidateSite`).
 */
export async function updateSiteSettings(db: Db, staff: Staff, what: 'texts' | 'contacts', body: SiteTexts | SiteContacts): Promise<SiteContent> {
  return db.transaction(async (tx) => {
    const row = await repo.lockSettings(tx);
    const fields = Object.keys(body) as (keyof typeof body)[];
    const before = fieldsOf(row, fields);
    const changed = fields.filter((f) => before[f] !== body[f as keyof typeof body]);
    const after = changed.length ? await repo.updateSettings(tx, Object.fromEntries(changed.map((f) => [columnOf(f), body[f as keyof typeof body]]))) : row;
    await recordAudit(tx, staff, {
      area: 'content',
      action: `site.${what}.update`,
      entity: 'site_settings',
      entityId: 1,
      before: Object.fromEntries(changed.map((f) => [f, before[f]])),
      after: Object.fromEntries(changed.map((f) => [f, body[f as keyof typeof body]])),
    });
    return contentOf(after);
  });
}
