import type { Lang } from '../../../shared/envelope';
import type { Tender, TenderDetail, TendersList } from '../../../shared/schemas/tenders';
import type { Db } from '../../db/client';
import { wrapFound, type Cache } from '../../platform/cache';
import { pick } from '../../platform/i18n';
import * as repo from './repository';

/** Cache prefix of everything this domain answers (its cache.ts declares it). */
export const TENDERS_CACHE = 'tenders:';
const TTL = 5 * 60_000;
const PER_PAGE = 20;

const toTender = (lang: Lang, row: repo.TenderRow): Tender => ({
  id: row.id,
  title: pick(lang, row.titleAr, row.titleEn),
  updated_at: row.updatedAt.toISOString().slice(0, 10),
});

/** GET tenders: one page of the active tenders, newest first. */
export function listTenders(db: Db, cache: Cache, lang: Lang, page: number): Promise<TendersList> {
  return cache.wrap(`${TENDERS_CACHE}list:${lang}:${page}`, TTL, async () => {
    const [rows, total] = await Promise.all([repo.listTenders(db, PER_PAGE, (page - 1) * PER_PAGE), repo.countTenders(db)]);
    return {
      data: rows.map((r) => toTender(lang, r)),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / PER_PAGE)),
      per_page: PER_PAGE,
      total,
    };
  });
}

/** GET tenders/{id}: an active tender; else NotFound. */
export async function tenderById(db: Db, cache: Cache, lang: Lang, id: number): Promise<TenderDetail> {
  const item = await wrapFound(
    cache,
    `${TENDERS_CACHE}item:${lang}:${id}`,
    TTL,
    async () => {
      const row = await repo.findTender(db, id);
      return row ? toTender(lang, row) : null;
    },
    'api.tenders_not_found',
  );
  return { item };
}
