/**
 * The newsroom (issue 18, area `news`): the list of articles, one article as the editor opens it,
 * the categories, suggestions of related topics and the preview. Its writes (drafts, publishing,
 * the photo) are publishing.ts.
 */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { Writer } from '../../platform/idempotency';
import type { JobQueue } from '../../platform/jobs';
import { NotFound } from '../../platform/errors';
import { pick, uploadUrl } from '../../platform/i18n';
import { sanitizeHtml } from '../../platform/sanitize';
import type { Lang } from '../../../shared/envelope';
import type { AdminPage } from '../../../shared/schemas/admin';
import type { AdminNews, AdminNewsListQuery, AdminNewsRow, NewsCategoryRow, NewsPreview, NewsStatus, NewsSuggestion } from '../../../shared/schemas/news-admin';
import { articlePath } from '../../../shared/paths';
import { searchTerms } from '../../../shared/search';
import { staffMembers } from '../staff';
import { relatedTopics, toNewsCard } from './service';
import * as repo from './repository/admin';

export interface NewsAdminDeps {
  db: Db;
  cache: Cache;
  jobs: JobQueue;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Names of the staff, for "changed by". */
export async function staffNames(db: Db): Promise<Map<number, string>> {
  return new Map((await staffMembers(db)).map((s) => [s.id, s.name || s.email]));
}

export async function listAdminNews(deps: NewsAdminDeps, lang: Lang, q: AdminNewsListQuery): Promise<AdminPage<AdminNewsRow>> {
  const filter = { status: q.status, categoryId: q.category, terms: q.word ? searchTerms(q.word) : [] };
  const [{ rows, total }, names] = await Promise.all([repo.listNews(deps.db, filter, q.rows, (q.page - 1) * q.rows), staffNames(deps.db)]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title_ar: r.titleAr,
      title_en: r.titleEn,
      category_id: r.categoryId,
      category_name: pick(lang, r.categoryNameAr, r.categoryNameEn),
      status: r.status as NewsStatus,
      publish_at: iso(r.publishAt),
      published_at: r.status === 'published' ? iso(r.publishedAt) : null,
      is_slider: r.isSlider,
      photo: uploadUrl(r.photo),
      updated_at: r.updatedAt.toISOString(),
      updated_by: r.updatedBy ? (names.get(r.updatedBy) ?? null) : null,
    })),
    total,
    page: q.page,
    rows: q.rows,
  };
}

export async function toAdminNews(db: Writer, row: repo.ArticleRow, names: Map<number, string>): Promise<AdminNews> {
  const [related, category] = await Promise.all([repo.relatedPicks(db, row.id), repo.findCategory(db, row.categoryId)]);
  const by = row.updatedBy ? (names.get(row.updatedBy) ?? null) : null;
  return {
    id: row.id,
    category_id: row.categoryId,
    title_ar: row.titleAr,
    title_en: row.titleEn,
    summary_ar: row.summaryAr,
    summary_en: row.summaryEn,
    body_ar: row.bodyAr,
    body_en: row.bodyEn,
    source_ar: row.sourceAr,
    source_en: row.sourceEn,
    photo: uploadUrl(row.photo),
    is_slider: row.isSlider,
    slider_link: row.sliderLink ?? '',
    status: row.status as NewsStatus,
    publish_at: iso(row.publishAt),
    published_at: row.status === 'published' ? iso(row.publishedAt) : null,
    revision: row.revision,
    updated_at: row.updatedAt.toISOString(),
    updated_by: by,
    related: related.map((r) => ({ id: r.id, title_ar: r.titleAr, title_en: r.titleEn, status: r.status as NewsStatus })),
    path: row.status === 'published' && category ? articlePath(row.id, row.categoryId, category.slug, row.titleAr || row.titleEn) : null,
  };
}

export async function adminNews(deps: NewsAdminDeps, id: number): Promise<AdminNews> {
  const row = await repo.findNews(deps.db, id);
  if (!row) throw new NotFound('api.news_not_found');
  return toAdminNews(deps.db, row, await staffNames(deps.db));
}

export async function newsCategories(deps: NewsAdminDeps): Promise<NewsCategoryRow[]> {
  return (await repo.categories(deps.db)).map((c) => ({ id: c.id, name_ar: c.nameAr, name_en: c.nameEn }));
}

// ---------------------------------------------------------------------------------------------
// Suggestions and preview

const SUGGESTIONS = 10;
/** Words too common to say two articles are about the same thing. */
const STOP_WORDS = new Set(
  'في من على الى إلى عن مع هذا هذه ذلك التي الذي بين بعد قبل حتى او أو ثم كما the of in on at to for and or a an by with from as is are was its new'
    .split(' ')
    .flatMap((w) => searchTerms(w)),
);

/** GET admin/news/{id}/related: published articles sharing words with its titles (or with `word`). */
export async function suggestRelated(deps: NewsAdminDeps, id: number, word?: string): Promise<NewsSuggestion[]> {
  const row = await repo.findNews(deps.db, id);
  if (!row) throw new NotFound('api.news_not_found');
  const source = word || `${row.titleAr} ${row.titleEn}`;
  const terms = [...new Set(searchTerms(source, 40))].filter((t) => t.length > 2 && !STOP_WORDS.has(t)).slice(0, 12);
  if (!terms.length) return [];
  const picked = (await repo.relatedPicks(deps.db, id)).map((r) => r.id);
  const found = await repo.suggestRelated(deps.db, terms, [id, ...picked], SUGGESTIONS);
  return found.map((r) => ({ id: r.id, title_ar: r.titleAr, title_en: r.titleEn, status: r.status as NewsStatus, published_at: iso(r.publishedAt) }));
}

/** GET admin/news/{id}/preview: the article as its public page would show it in `lang`, whatever its status. */
export async function previewNews(deps: NewsAdminDeps, lang: Lang, id: number): Promise<NewsPreview> {
  const row = await repo.findNews(deps.db, id);
  if (!row) throw new NotFound('api.news_not_found');
  const [categories, related] = await Promise.all([repo.categories(deps.db), relatedTopics(deps.db, row.id, row.categoryId)]);
  const category = categories.find((c) => c.id === row.categoryId);
  const categoryName = category ? pick(lang, category.nameAr, category.nameEn) : '';
  const slug = category?.slug ?? '';
  const title = pick(lang, row.titleAr, row.titleEn);
  const shownAt = row.status === 'published' ? row.publishedAt : (row.publishAt ?? new Date());
  return {
    status: row.status as NewsStatus,
    item: {
      id: row.id,
      category_id: row.categoryId,
      category_name: categoryName,
      title,
      photo: uploadUrl(row.photo),
      add_date: shownAt.toISOString().slice(0, 10),
      source: pick(lang, row.sourceAr, row.sourceEn),
      description: sanitizeHtml(pick(lang, row.bodyAr, row.bodyEn)),
      summary: pick(lang, row.summaryAr, row.summaryEn),
      category_slug: slug,
      comments_count: 0,
      path: articlePath(row.id, row.categoryId, slug, title),
    },
    related_topics: related.map((r) => toNewsCard(lang, r)),
  };
}
