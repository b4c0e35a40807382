import type { Db } from '../../db/client';
import { wrapFound, type Cache } from '../../platform/cache';
import type { Lang } from '../../../shared/envelope';
import type { SitePage, SitePageDetail } from '../../../shared/schemas/pages';
import { pick } from '../../platform/i18n';
import { sanitizeHtml } from '../../platform/sanitize';
import * as repo from './repository';

/**
 * Cache prefix of everything this domain answers. Its writers (the back office, later) call
 * invalidatePages; the anonymous page cache and the sitemap follow that prefix.
 */
export const PAGES_CACHE = 'pages:';
const TTL = 5 * 60_000;

export const invalidatePages = (cache: Cache) => cache.invalidate(PAGES_CACHE);

/** GET page/{slug}: an active content page in `lang` with its question groups; else NotFound. */
export async function pageBySlug(db: Db, cache: Cache, lang: Lang, slug: string): Promise<SitePageDetail> {
  const item = await wrapFound(
    cache,
    `${PAGES_CACHE}page:${lang}:${slug}`,
    TTL,
    async (): Promise<SitePage | null> => {
      const page = await repo.findPage(db, slug);
      if (!page) return null;
      const groups = await repo.listGroups(db, page.id);
      const items = await repo.listItems(
        db,
        groups.map((g) => g.id),
      );
      const updated = [page.updatedAt, ...items.map((i) => i.updatedAt)].reduce((a, b) => (b > a ? b : a));
      return {
        slug: page.slug,
        title: pick(lang, page.titleAr, page.titleEn),
        summary: pick(lang, page.summaryAr, page.summaryEn),
        body: sanitizeHtml(pick(lang, page.bodyAr, page.bodyEn)),
        updated_at: updated.toISOString().slice(0, 10),
        faq: groups
          .map((g) => ({
            id: g.id,
            name: pick(lang, g.nameAr, g.nameEn),
            items: items
              .filter((i) => i.groupId === g.id)
              .map((i) => ({ id: i.id, question: pick(lang, i.questionAr, i.questionEn), answer: pick(lang, i.answerAr, i.answerEn) })),
          }))
          .filter((g) => g.items.length > 0),
      };
    },
    'api.page_not_found',
  );
  return { item };
}

/** The site paths of the active pages and their last change (for the seo domain's sitemap). */
export async function sitemapPages(db: Db): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return repo.listActivePages(db);
}
