/**
 * The newsroom's writes (issue 18, area `news`): drafts saved as the editor writes (each save
 * names the revision it was made on, so two tabs never silently overwrite each other: a stale save
 * is a 409), publishing now, at a time (a job of the queue) or taking an article off the site,
 * deleting, the photo. Every write leaves an audit entry in its own transaction; a write that
 * changes what readers see empties the news caches afterwards (and through the declarations the
 * home, the sitemap, the feeds and the HTML cache).
 */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { Staff } from '../../platform/admin';
import type { Writer } from '../../platform/idempotency';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import { sanitizeHtml } from '../../platform/sanitize';
import type { AdminNews, NewsCreate, NewsFields, NewsUpdate } from '../../../shared/schemas/news-admin';
import { NEWS_CATEGORIES } from '../../../shared/constants';
import { recordAudit } from '../../platform/audit';
import { invalidateNews } from './service';
import * as repo from './repository/admin';
import { auditView } from './audit';
import { schedulePublishing } from './scheduled';
import { staffNames, toAdminNews, type NewsAdminDeps } from './admin';

/** The editor's fields as columns: bodies through the public page's allow-list, an empty slider link as none. */
function toChanges(body: Partial<NewsFields>): repo.NewsChanges {
  const c: repo.NewsChanges = {};
  if (body.category_id !== undefined) c.categoryId = body.category_id;
  if (body.title_ar !== undefined) c.titleAr = body.title_ar;
  if (body.title_en !== undefined) c.titleEn = body.title_en;
  if (body.summary_ar !== undefined) c.summaryAr = body.summary_ar;
  if (body.summary_en !== undefined) c.summaryEn = body.summary_en;
  if (body.body_ar !== undefined) c.bodyAr = sanitizeHtml(body.body_ar);
  if (body.body_en !== undefined) c.bodyEn = sanitizeHtml(body.body_en);
  if (body.source_ar !== undefined) c.sourceAr = body.source_ar;
  if (body.source_en !== undefined) c.sourceEn = body.source_en;
  if (body.is_slider !== undefined) c.isSlider = body.is_slider;
  if (body.slider_link !== undefined) c.sliderLink = body.slider_link || null;
  return c;
}

/** Related topics must be other existing articles. */
async function checkRelated(db: Writer, id: number | null, ids: readonly number[]) {
  const found = await repo.existingIds(db, ids);
  if (ids.some((r) => r === id || !found.has(r))) throw new ValidationFailed({ related_ids: ['news_related_invalid'] });
}

async function checkCategory(db: Writer, id: number) {
  if (!(await repo.findCategory(db, id))) throw new ValidationFailed({ category_id: ['category_invalid'] });
}

/** Runs `write` as the article at `revision`: 404 when it is gone, 409 when it changed meanwhile. */
async function atRevision<T>(tx: Writer, id: number, revision: number, write: (current: repo.ArticleRow) => Promise<T>): Promise<T> {
  const current = await repo.findNews(tx, id, true);
  if (!current) throw new NotFound('api.news_not_found');
  if (current.revision !== revision) throw new Conflict('api.news_stale');
  return write(current);
}

async function changed(tx: Writer, id: number, revision: number, changes: repo.NewsChanges): Promise<repo.ArticleRow> {
  const row = await repo.updateAtRevision(tx, id, revision, changes);
  if (!row) throw new Conflict('api.news_stale');
  return row;
}

/** Readers see this article now, or saw it before the write: the news caches must go. */
const touchesReaders = (...rows: repo.ArticleRow[]) => rows.some((r) => r.status === 'published');

export interface WriteResult {
  article: AdminNews;
  /** Whether readers' caches must be emptied after the commit. */
  public: boolean;
  /** Files no committed row points to any more (to delete after the commit). */
  orphans?: string[];
}

/** POST admin/news: a new draft (nothing is checked for completeness until it is published). */
export async function createNews(deps: NewsAdminDeps, db: Writer, staff: Staff, body: NewsCreate): Promise<WriteResult> {
  const names = await staffNames(deps.db);
  return db.transaction(async (tx) => {
    const related = body.related_ids ?? [];
    await checkRelated(tx, null, related);
    await checkCategory(tx, body.category_id ?? NEWS_CATEGORIES.general);
    const row = await repo.insertNews(tx, {
      categoryId: NEWS_CATEGORIES.general,
      titleAr: '',
      titleEn: '',
      bodyAr: '',
      bodyEn: '',
      ...toChanges(body),
      status: 'draft',
      createdBy: staff.userId,
      updatedBy: staff.userId,
    });
    await repo.replaceRelated(tx, row.id, related);
    await recordAudit(tx, staff, { area: 'news', action: 'news.create', entity: 'news', entityId: row.id, after: auditView(row) });
    return { article: await toAdminNews(tx, row, names), public: false };
  });
}

/** PUT admin/news/{id}: a save (the autosave of a draft, or the explicit save of a published article). */
export async function updateNews(deps: NewsAdminDeps, staff: Staff, id: number, body: NewsUpdate): Promise<WriteResult> {
  const { revision, related_ids, ...fields } = body;
  const names = await staffNames(deps.db);
  return deps.db.transaction(async (tx) =>
    atRevision(tx, id, revision, async (before) => {
      if (related_ids) await checkRelated(tx, id, related_ids);
      if (fields.category_id !== undefined) await checkCategory(tx, fields.category_id);
      const after = await changed(tx, id, revision, { ...toChanges(fields), updatedBy: staff.userId });
      if (related_ids) await repo.replaceRelated(tx, id, related_ids);
      const keys = [...Object.keys(fields), ...(related_ids ? ['related_ids'] : [])];
      await recordAudit(tx, staff, {
        area: 'news',
        action: 'news.update',
        entity: 'news',
        entityId: id,
        before: auditView(before),
        after: { ...auditView(after), changed: keys, ...(related_ids ? { related_ids } : {}) },
      });
      return { article: await toAdminNews(tx, after, names), public: touchesReaders(before, after) };
    }),
  );
}

const plain = (html: string) =>
  html
    .replace(/<img\b[^>]*>/gi, ' image ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();

/**
 * What readers need before an article goes out: a title and a body in at least one language, and
 * no language with a title but no body (or the reverse) — the site shows the other language's
 * text where one is missing.
 */
export function checkPublishable(r: Pick<repo.ArticleRow, 'titleAr' | 'titleEn' | 'bodyAr' | 'bodyEn'>): void {
  const fields: Record<string, string[]> = {};
  const sides = [
    ['ar', r.titleAr.trim() !== '', plain(r.bodyAr) !== ''],
    ['en', r.titleEn.trim() !== '', plain(r.bodyEn) !== ''],
  ] as const;
  for (const [lang, title, body] of sides) {
    if (title && !body) fields[`body_${lang}`] = ['required'];
    if (body && !title) fields[`title_${lang}`] = ['required'];
  }
  if (!sides.some(([, title, body]) => title && body) && !Object.keys(fields).length) {
    fields.title_ar = ['news_needs_language'];
    fields.title_en = ['news_needs_language'];
  }
  if (Object.keys(fields).length) throw new ValidationFailed(fields);
}

/** POST admin/news/{id}/publish: readable now (a scheduled article goes out early). */
export async function publishNow(deps: NewsAdminDeps, staff: Staff, id: number, revision: number): Promise<WriteResult> {
  const names = await staffNames(deps.db);
  return deps.db.transaction(async (tx) =>
    atRevision(tx, id, revision, async (before) => {
      checkPublishable(before);
      // Published again after being taken off: it keeps its first publication time.
      const publishedAt = before.status === 'published' ? before.publishedAt : new Date();
      const after = await changed(tx, id, revision, { status: 'published', publishAt: null, publishedAt, updatedBy: staff.userId });
      await recordAudit(tx, staff, { area: 'news', action: 'news.publish', entity: 'news', entityId: id, before: auditView(before), after: auditView(after) });
      return { article: await toAdminNews(tx, after, names), public: true };
    }),
  );
}

/**
 * POST admin/news/{id}/schedule: published by the job queue at `at` (a draft or a scheduled
 * article; a published one is taken off first). The row and its job commit together.
 */
export async function scheduleNews(deps: NewsAdminDeps, staff: Staff, id: number, revision: number, at: Date): Promise<WriteResult> {
  if (!(at.getTime() > Date.now())) throw new ValidationFailed({ publish_at: ['news_publish_at_past'] });
  const names = await staffNames(deps.db);
  return deps.db.transaction(async (tx) =>
    atRevision(tx, id, revision, async (before) => {
      if (before.status === 'published') throw new Conflict('api.news_already_published');
      checkPublishable(before);
      const after = await changed(tx, id, revision, { status: 'scheduled', publishAt: at, updatedBy: staff.userId });
      await schedulePublishing(deps.jobs.join(tx), id, at);
      await recordAudit(tx, staff, { area: 'news', action: 'news.schedule', entity: 'news', entityId: id, before: auditView(before), after: auditView(after) });
      return { article: await toAdminNews(tx, after, names), public: false };
    }),
  );
}

/** POST admin/news/{id}/unpublish: off the site (back to a draft); a scheduled article is no longer published at its time. */
export async function unpublishNews(deps: NewsAdminDeps, staff: Staff, id: number, revision: number): Promise<WriteResult> {
  const names = await staffNames(deps.db);
  return deps.db.transaction(async (tx) =>
    atRevision(tx, id, revision, async (before) => {
      const after = await changed(tx, id, revision, { status: 'draft', publishAt: null, updatedBy: staff.userId });
      await recordAudit(tx, staff, {
        area: 'news',
        action: 'news.unpublish',
        entity: 'news',
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      });
      return { article: await toAdminNews(tx, after, names), public: touchesReaders(before) };
    }),
  );
}

/** DELETE admin/news/{id}: the article, its picks (and the picks of it elsewhere), and its photo file after the commit. */
export async function deleteNews(db: Db, staff: Staff, id: number): Promise<{ public: boolean; orphans: string[] }> {
  return db.transaction(async (tx) => {
    const before = await repo.deleteNews(tx, id);
    if (!before) throw new NotFound('api.news_not_found');
    await recordAudit(tx, staff, { area: 'news', action: 'news.delete', entity: 'news', entityId: id, before: auditView(before) });
    return { public: touchesReaders(before), orphans: before.photo ? [before.photo] : [] };
  });
}

/** Sets (or with `photo` '' removes) the article's photo; the old file becomes an orphan. */
export async function setPhoto(deps: NewsAdminDeps, staff: Staff, id: number, photo: string): Promise<WriteResult> {
  const names = await staffNames(deps.db);
  return deps.db.transaction(async (tx) => {
    const before = await repo.findNews(tx, id, true);
    if (!before) throw new NotFound('api.news_not_found');
    const after = await changed(tx, id, before.revision, { photo, updatedBy: staff.userId });
    const action = photo ? 'news.photo' : 'news.photo_remove';
    await recordAudit(tx, staff, { area: 'news', action, entity: 'news', entityId: id, before: { photo: before.photo }, after: { photo: after.photo } });
    return {
      article: await toAdminNews(tx, after, names),
      public: touchesReaders(before),
      orphans: before.photo && before.photo !== photo ? [before.photo] : [],
    };
  });
}

/** After a committed write: the readers' caches, when the write touched what they see. */
export async function afterWrite(cache: Cache, result: { public: boolean }): Promise<void> {
  if (result.public) await invalidateNews(cache);
}
