import type { Db } from '../../db/client';
import type { Lang } from '../../../shared/envelope';
import type { NewsCard } from '../../../shared/schemas/common';
import { pick, slugify, uploadUrl } from '../../platform/i18n';
import * as repo from './repository';

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

export const toNewsCard = (lang: Lang, r: repo.NewsCardRow): NewsCard => ({
  id: r.id,
  category_id: r.categoryId,
  category_name: pick(lang, r.categoryNameAr, r.categoryNameEn),
  title: pick(lang, r.titleAr, r.titleEn),
  photo: uploadUrl(r.photo),
  add_date: r.publishedAt.toISOString().slice(0, 10),
  source: pick(lang, r.sourceAr, r.sourceEn),
  description: collapse(pick(lang, r.excerptAr, r.excerptEn)).slice(0, 200),
});

/** The path of an article on the site: /news/topic/{id}/{category_id}/{category_name}/{title}. */
export const articlePath = (id: number, categoryId: number, categoryName: string, title: string) =>
  `/news/topic/${id}/${categoryId}/${slugify(categoryName)}/${slugify(title)}`;

export async function latestNews(db: Db, lang: Lang, categoryId: number, limit = 12): Promise<NewsCard[]> {
  return (await repo.latestInCategory(db, categoryId, limit)).map((r) => toNewsCard(lang, r));
}

export async function sliders(db: Db, lang: Lang, limit = 10) {
  return (await repo.activeSliders(db, limit)).map((r) => {
    const title = pick(lang, r.titleAr, r.titleEn);
    return { id: r.id, title, photo: uploadUrl(r.photo), link: r.sliderLink || articlePath(r.id, r.categoryId, r.categorySlug, title) };
  });
}
