import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ads } from '../../db/schema/index';
import type { Writer } from '../../platform/idempotency';
import type { Lang } from '../../../shared/envelope';
import type { AdminAdQuery, AdState } from '../../../shared/schemas/ads-admin';

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
        // An ad made in the back office has no picture until one is uploaded: it is not shown yet.
        ne(ads.photo, ''),
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

// The back office (issue 18). The active window is kept as instants; the back office speaks in the
// market's days: from the start of `starts_on` to the end of `ends_on`, in Cairo.
const ZONE = sql.raw(`'Africa/Cairo'`);
const dayStart = (date: string) => sql`((${date}::date)::timestamp at time zone ${ZONE})`;
const dayAfter = (date: string) => sql`((${date}::date + 1)::timestamp at time zone ${ZONE})`;

const stateOf = sql<AdState>`case
  when not ${ads.isActive} then 'inactive'
  when ${ads.photo} = '' then 'no_image'
  when ${ads.endsAt} is not null and ${ads.endsAt} <= now() then 'ended'
  when ${ads.startsAt} > now() then 'scheduled'
  else 'live' end`;

const adminColumns = {
  id: ads.id,
  code: ads.code,
  lang: ads.lang,
  titleAr: ads.titleAr,
  titleEn: ads.titleEn,
  photo: ads.photo,
  link: ads.link,
  width: ads.width,
  height: ads.height,
  isActive: ads.isActive,
  sort: ads.sort,
  clicks: ads.clicks,
  startsOn: sql<string>`to_char(${ads.startsAt} at time zone ${ZONE}, 'YYYY-MM-DD')`,
  endsOn: sql<string | null>`to_char((${ads.endsAt} at time zone ${ZONE}) - interval '1 microsecond', 'YYYY-MM-DD')`,
  state: stateOf,
};
export type AdminAdRow = NonNullable<Awaited<ReturnType<typeof findAd>>>;

export async function listAds(db: Db, q: AdminAdQuery) {
  const where: SQL[] = [];
  if (q.code) where.push(eq(ads.code, q.code));
  if (q.lang) where.push(eq(ads.lang, q.lang));
  if (q.state) where.push(sql`${stateOf} = ${q.state}`);
  const cond = where.length ? and(...where) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select(adminColumns)
      .from(ads)
      .where(cond)
      .orderBy(asc(ads.code), asc(ads.lang), desc(ads.sort), desc(ads.id))
      .limit(q.rows)
      .offset((q.page - 1) * q.rows),
    db.select({ n: count() }).from(ads).where(cond),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** One ad as the back office sees it; `lock` holds the row until the transaction ends. */
export async function findAd(db: Writer, id: number, lock = false) {
  const query = db.select(adminColumns).from(ads).where(eq(ads.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export interface AdFields {
  code: string;
  lang: 'ar' | 'en' | 'all';
  titleAr: string;
  titleEn: string;
  link: string;
  width: number;
  height: number;
  startsOn: string;
  endsOn: string | null;
  isActive: boolean;
  sort: number;
}

const columnsOf = (f: AdFields) => ({
  code: f.code,
  lang: f.lang,
  titleAr: f.titleAr,
  titleEn: f.titleEn,
  link: f.link,
  width: f.width,
  height: f.height,
  startsAt: dayStart(f.startsOn),
  endsAt: f.endsOn ? dayAfter(f.endsOn) : null,
  isActive: f.isActive,
  sort: f.sort,
});

export async function insertAd(db: Writer, f: AdFields): Promise<number> {
  const [row] = await db
    .insert(ads)
    .values({ ...columnsOf(f), photo: '' })
    .returning({ id: ads.id });
  return row!.id;
}

export async function updateAd(db: Writer, id: number, f: AdFields): Promise<void> {
  await db.update(ads).set(columnsOf(f)).where(eq(ads.id, id));
}

export async function setAdPhoto(db: Writer, id: number, photo: string): Promise<void> {
  await db.update(ads).set({ photo }).where(eq(ads.id, id));
}

export async function deleteAd(db: Writer, id: number): Promise<void> {
  await db.delete(ads).where(eq(ads.id, id));
}
