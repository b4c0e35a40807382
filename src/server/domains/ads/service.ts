import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Lang } from '../../../shared/envelope';
import type { Ad } from '../../../shared/schemas/common';
import type { AdminAd, AdminAdBody, AdminAdQuery } from '../../../shared/schemas/ads-admin';
import type { Staff } from '../../platform/admin';
import type { Cache } from '../../platform/cache';
import { NotFound, ValidationFailed } from '../../platform/errors';
import type { Writer } from '../../platform/idempotency';
import { pick, uploadUrl } from '../../platform/i18n';
import { fitImage, readUpload, removeUpload } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import { adSlotSize, adTarget } from '../../../shared/ad-slots';
import { recordAudit } from '../../platform/audit';
import * as repo from './repository';
import { findActiveAds, findAdLink, incrementClicks, type AdFields, type AdminAdRow } from './repository';

/** The counting redirect every ad link goes through (routes.ts). */
export const adClickPath = (id: number) => `/ads/${id}/click`;

type AdRow = Pick<AdminAdRow, 'id' | 'code' | 'titleAr' | 'titleEn' | 'photo' | 'link' | 'width' | 'height'>;

/** An ad as its slot shows it; `counted`: its link goes through the counting redirect (a preview's goes straight to the target). */
function slotAd(lang: Lang, r: AdRow, counted: boolean): Ad {
  const target = adTarget(r.link);
  return {
    id: r.id,
    ads_code: r.code,
    photo: uploadUrl(r.photo),
    title: pick(lang, r.titleAr, r.titleEn),
    link: target && counted ? adClickPath(r.id) : target,
    target,
    width: r.width,
    height: r.height,
  };
}

/** Active ads of the given slots in the language, in slot order; slots without an ad are absent. */
export async function activeAds(db: Db, lang: Lang, codes: readonly string[]): Promise<Ad[]> {
  return (await findActiveAds(db, lang, codes)).map((r) => slotAd(lang, r, true));
}

/** Counts a click on an ad and gives where it leads; NotFound when the ad is unknown or leads nowhere. */
export async function clickAd(db: Db, id: number): Promise<string> {
  const target = adTarget(await findAdLink(db, id));
  if (!target) throw new NotFound('api.ad_not_found');
  await incrementClicks(db, id);
  return target;
}

/** Cache prefix of ad data; answers that show ads declare it in `builtFrom` (decision 014). */
export const ADS_CACHE = 'ads:';

// The back office (issue 18, area `ads`).

/** An ad as the back office shows it. */
export function adminAdOf(r: AdminAdRow): AdminAd {
  return {
    id: r.id,
    code: r.code,
    lang: r.lang,
    title_ar: r.titleAr,
    title_en: r.titleEn,
    photo: uploadUrl(r.photo),
    link: r.link,
    width: r.width,
    height: r.height,
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    is_active: r.isActive,
    sort: r.sort,
    clicks: r.clicks,
    state: r.state,
  };
}

export const invalidateAds = (cache: Cache) => cache.invalidate(ADS_CACHE);

export async function adminAds(db: Db, q: AdminAdQuery): Promise<{ items: AdminAd[]; total: number }> {
  const { items, total } = await repo.listAds(db, q);
  return { items: items.map(adminAdOf), total };
}

export async function adminAd(db: Writer, id: number, lock = false): Promise<AdminAdRow> {
  const row = await repo.findAd(db, id, lock);
  if (!row) throw new NotFound('api.ad_not_found');
  return row;
}

/** The columns of a form: the banner's size is its slot's. */
const fieldsOf = (b: AdminAdBody): AdFields => ({
  code: b.code,
  lang: b.lang,
  titleAr: b.title_ar,
  titleEn: b.title_en,
  link: b.link,
  ...adSlotSize(b.code),
  startsOn: b.starts_on,
  endsOn: b.ends_on,
  isActive: b.is_active,
  sort: b.sort,
});

/** A new ad (without its picture: POST ads/{id}/image follows; until then it is not shown). */
export async function createAd(db: Writer, staff: Staff, body: AdminAdBody): Promise<AdminAd> {
  return db.transaction(async (tx) => {
    const id = await repo.insertAd(tx, fieldsOf(body));
    const after = adminAdOf(await adminAd(tx, id));
    await recordAudit(tx, staff, { area: 'ads', action: 'ad.create', entity: 'ad', entityId: id, after });
    return after;
  });
}

/**
 * Changes an ad. A move to a slot of another size re-fits its picture to the new size (the
 * back office shows the result; a better picture can be uploaded). Returns the ad and the
 * picture it no longer uses, to remove once committed.
 */
export async function updateAd(db: Db, files: Storage, staff: Staff, id: number, body: AdminAdBody): Promise<{ ad: AdminAd; unused: string | null }> {
  const made: { path?: string | null } = {};
  try {
    return await db.transaction(async (tx) => {
      const row = await adminAd(tx, id, true);
      const fields = fieldsOf(body);
      let unused: string | null = null;
      if (row.photo && (row.width !== fields.width || row.height !== fields.height)) {
        made.path = await refitPhoto(files, id, row.photo, fields.width, fields.height);
        await repo.setAdPhoto(tx, id, made.path ?? '');
        unused = row.photo;
      }
      await repo.updateAd(tx, id, fields);
      const after = adminAdOf(await adminAd(tx, id));
      await recordAudit(tx, staff, { area: 'ads', action: 'ad.update', entity: 'ad', entityId: id, before: adminAdOf(row), after });
      return { ad: after, unused };
    });
  } catch (err) {
    await removeUpload(files, made.path);
    throw err;
  }
}

/** Removes an ad; gives its picture, to remove once committed. */
export async function deleteAd(db: Db, staff: Staff, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await adminAd(tx, id, true);
    await repo.deleteAd(tx, id);
    await recordAudit(tx, staff, { area: 'ads', action: 'ad.delete', entity: 'ad', entityId: id, before: adminAdOf(row) });
    return row.photo;
  });
}

/** A picture's key in the public files: a new name per upload, so no cache holds an old one under it. */
const newPhotoPath = (id: number) => `ads/${id}-${randomBytes(6).toString('hex')}.webp`;

async function refitPhoto(files: Storage, id: number, photo: string, width: number, height: number): Promise<string | null> {
  const source = await readUpload(files, photo);
  const fitted = source && (await fitImage(source, width, height));
  if (!fitted) return null;
  const rel = newPhotoPath(id);
  await files.put(rel, fitted);
  return rel;
}

/**
 * A new picture for an ad (already checked to be a JPEG, PNG or WebP by its content): resized to
 * the slot's size, stored under a new name, and the ad pointed at it. A file that is not a
 * readable image is refused (422). Gives the ad and the picture it replaced (to remove once committed).
 */
export async function replaceAdPhoto(db: Db, files: Storage, staff: Staff, id: number, upload: Buffer): Promise<{ ad: AdminAd; unused: string | null }> {
  const { width, height } = await adminAd(db, id);
  const fitted = await fitImage(upload, width, height);
  if (!fitted) throw new ValidationFailed({ image: ['image_invalid'] });
  const rel = newPhotoPath(id);
  await files.put(rel, fitted);
  try {
    return await db.transaction(async (tx) => {
      const row = await adminAd(tx, id, true);
      await repo.setAdPhoto(tx, id, rel);
      const after = adminAdOf(await adminAd(tx, id));
      await recordAudit(tx, staff, {
        area: 'ads',
        action: 'ad.image',
        entity: 'ad',
        entityId: id,
        before: { photo: row.photo },
        after: { photo: rel, width: row.width, height: row.height, bytes: fitted.length },
      });
      return { ad: after, unused: row.photo || null };
    });
  } catch (err) {
    await removeUpload(files, rel);
    throw err;
  }
}

/** An ad as its slot shows it, whatever its state or window (a preview); its link leads straight to the target (not counted). */
export async function previewAd(db: Db, lang: Lang, id: number): Promise<Ad> {
  return slotAd(lang, await adminAd(db, id), false);
}
