/**
 * Previewing an ad on the public page of its slot (issue 18): the back office asks for a link, the
 * page shows the ad in its slot whatever its state or window.
 *
 * The link is the slot's page with a signed, short-lived token in its fragment
 * (`/?lang=ar#ad_preview=<token>`). A fragment never reaches the server, so the page is served and
 * cached exactly as for everyone (the shared HTML cache never sees a token, nor a previewed ad);
 * in the browser the ad slot reads the token and asks `GET ad_preview`, a personal, uncached answer
 * that checks the token's signature and expiry. The token opens one ad, to whoever holds it, until
 * it expires (AD_PREVIEW_SECONDS): it can be sent to the advertiser for approval.
 */
import { AD_PREVIEW_PARAM, adSlotPlace } from '../../../shared/ad-slots';
import type { Lang } from '../../../shared/envelope';
import { newsSlug, paths } from '../../../shared/paths';
import { AD_PREVIEW_SECONDS, type AdPreviewLink } from '../../../shared/schemas/ads-admin';
import type { Ad } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import { Forbidden } from '../../platform/errors';
import { readToken, signToken } from '../../platform/signed-token';
import { products } from '../products';
import { adminAd, previewAd } from './service';

const PURPOSE = 'ad-preview';

/** The site path of the page that shows a slot (the layout's slots: the home page). */
async function slotPage(db: Db, code: string, lang: Lang): Promise<string> {
  const place = adSlotPlace(code);
  if (place === 'prices' || place === 'comparison') {
    const [first] = await products(db);
    if (first) return place === 'prices' ? paths.materials(first.slug, first.id) : paths.comparison(first.slug);
  }
  if (place === 'news') return paths.news(0, 1, newsSlug(0, lang));
  if (place === 'deals') return paths.deals(1);
  if (place === 'jobs') return paths.jobs(1);
  return paths.home();
}

/** GET admin ads/{id}/preview: the page of the ad's slot in the ad's language (both: the back office's), with the token. */
export async function previewLink(db: Db, secret: string, id: number, lang: Lang, now = Date.now()): Promise<AdPreviewLink> {
  const ad = await adminAd(db, id);
  const pageLang = ad.lang === 'all' ? lang : ad.lang;
  const expires = Math.floor(now / 1000) + AD_PREVIEW_SECONDS;
  const path = await slotPage(db, ad.code, pageLang);
  const token = signToken(secret, PURPOSE, id, expires);
  return {
    url: `${path}${path.includes('?') ? '&' : '?'}lang=${pageLang}#${AD_PREVIEW_PARAM}=${encodeURIComponent(token)}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/** GET ad_preview?token=: the ad a valid token opens (403 for a malformed, forged or expired one). */
export async function previewedAd(db: Db, secret: string, lang: Lang, token: string, now = Date.now()): Promise<Ad> {
  const id = readToken(secret, PURPOSE, token, now);
  if (id === null) throw new Forbidden('api.ads_preview_invalid');
  return previewAd(db, lang, id);
}
