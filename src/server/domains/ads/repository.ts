import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads } from '../../db/schema/index';
import type { Lang } from '../../../shared/envelope';

/** The active ad of each requested slot in a language: one per code, best sort first. */
export async function findActiveAds(db: Db, lang: Lang, codes: readonly string[]) {
  const now = sql`now()`;
  return db
    .selectDistinctOn([ads.code], {
      id: ads.id,
      code: ads.code,
      titleAr: ads.titleAr,
      titleEn: ads.titleEn,
      photo: ads.photo,
      link: ads.link,
      width: ads.width,
      height: ads.height,
    })
    .from(ads)
    .where(
      and(
        inArray(ads.code, [...codes]),
        inArray(ads.lang, [lang, 'all']),
        eq(ads.isActive, true),
        lte(ads.startsAt, now),
        or(isNull(ads.endsAt), gt(ads.endsAt, now)),
      ),
    )
    .orderBy(ads.code, desc(ads.sort), desc(ads.id));
}

/** The stored link of an ad (any state: a page cached a moment ago may still show it). */
export async function findAdLink(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select({ link: ads.link }).from(ads).where(eq(ads.id, id));
  return row?.link;
}

/** One more click, counted in the row itself (concurrent clicks never lose an increment). */
export async function incrementClicks(db: Db, id: number): Promise<void> {
  await db
    .update(ads)
    .set({ clicks: sql`${ads.clicks} + 1` })
    .where(eq(ads.id, id));
}
