import type { Db } from '../../db/client';
import { wrapFound, type Cache } from '../../platform/cache';
import type { Lang } from '../../../shared/envelope';
import type { SitePage, SitePageDetail } from '../../../shared/schemas/pages';
import { pick } from '../../platform/i18n';
import { sanitizeHtml } from '../../platform/sanitize';
import type { Staff } from '../../platform/admin';
import { NotFound, ValidationFailed } from '../../platform/errors';
import type { DbTransaction, Writer } from '../../platform/idempotency';
import type { AdminContentPage, AdminContentPageBody, AdminContentPageSummary, FaqGroupBody, FaqItemBody } from '../../../shared/schemas/content-admin';
import { recordAudit } from '../../platform/audit';
import * as repo from './repository';
import type { PageRow } from './repository';

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

// The back office (issue 18, area `content`). Every write locks its page, leaves one audit entry,
// marks the page updated (its "last updated" date) and answers the page as it now is; the caller
// empties the pages cache once committed (`invalidatePages`).

const summaryOf = (p: Pick<PageRow, 'id' | 'slug' | 'titleAr' | 'titleEn' | 'isActive' | 'updatedAt'>): AdminContentPageSummary => ({
  id: p.id,
  slug: p.slug,
  title_ar: p.titleAr,
  title_en: p.titleEn,
  is_active: p.isActive,
  updated_at: p.updatedAt.toISOString(),
});

export async function adminPages(db: Db): Promise<AdminContentPageSummary[]> {
  return (await repo.listAllPages(db)).map(summaryOf);
}

export async function adminPage(db: Writer, id: number): Promise<AdminContentPage> {
  const page = await repo.findPageById(db, id);
  if (!page) throw new NotFound('api.page_not_found');
  const groups = await repo.listPageGroups(db, id);
  const items = await repo.listGroupItems(
    db,
    groups.map((g) => g.id),
  );
  return {
    ...summaryOf(page),
    summary_ar: page.summaryAr,
    summary_en: page.summaryEn,
    body_ar: page.bodyAr,
    body_en: page.bodyEn,
    faq: groups.map((g) => ({
      id: g.id,
      name_ar: g.nameAr,
      name_en: g.nameEn,
      items: items
        .filter((i) => i.groupId === g.id)
        .map((i) => ({ id: i.id, question_ar: i.questionAr, question_en: i.questionEn, answer_ar: i.answerAr, answer_en: i.answerEn, is_active: i.isActive })),
    })),
  };
}

/** Runs a write of page `pageId` in a transaction that holds the page, marks it updated and answers it. */
async function writePage(db: Db, pageId: number, write: (tx: DbTransaction) => Promise<void>): Promise<AdminContentPage> {
  return db.transaction(async (tx) => {
    if (!(await repo.findPageById(tx, pageId, true))) throw new NotFound('api.page_not_found');
    await write(tx);
    await repo.updatePage(tx, pageId, {});
    return adminPage(tx, pageId);
  });
}

const audit = (tx: Writer, staff: Staff, action: string, entity: string, entityId: number, before: unknown, after: unknown) =>
  recordAudit(tx, staff, { area: 'content', action, entity, entityId, before, after });

/** Title, summary, body (sanitised with the public page's allow-list) and whether the page is shown. */
export async function updateContentPage(db: Db, staff: Staff, id: number, body: AdminContentPageBody): Promise<AdminContentPage> {
  return writePage(db, id, async (tx) => {
    const page = (await repo.findPageById(tx, id))!;
    const next = {
      titleAr: body.title_ar,
      titleEn: body.title_en,
      summaryAr: body.summary_ar,
      summaryEn: body.summary_en,
      bodyAr: sanitizeHtml(body.body_ar),
      bodyEn: sanitizeHtml(body.body_en),
      isActive: body.is_active,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) => page[k] !== next[k]);
    await repo.updatePage(tx, id, next);
    const pick = (row: typeof next) => Object.fromEntries(changed.map((k) => [k, row[k]]));
    await audit(tx, staff, 'page.update', 'site_page', id, pick(page), pick(next));
  });
}

const groupValues = (b: FaqGroupBody) => ({ nameAr: b.name_ar, nameEn: b.name_en });
const itemValues = (b: FaqItemBody): repo.FaqItemValues => ({
  questionAr: b.question_ar,
  questionEn: b.question_en,
  answerAr: b.answer_ar,
  answerEn: b.answer_en,
  isActive: b.is_active,
});

async function groupOf(db: Writer, id: number) {
  const group = await repo.findGroup(db, id);
  if (!group) throw new NotFound('api.content_faq_not_found');
  return group;
}

async function itemOf(db: Writer, id: number) {
  const found = await repo.findItem(db, id);
  if (!found) throw new NotFound('api.content_faq_not_found');
  return found;
}

export async function createFaqGroup(db: Db, staff: Staff, pageId: number, body: FaqGroupBody): Promise<AdminContentPage> {
  return writePage(db, pageId, async (tx) => {
    const group = await repo.insertGroup(tx, pageId, groupValues(body));
    await audit(tx, staff, 'faq_group.create', 'faq_group', group.id, null, { page_id: pageId, ...body });
  });
}

export async function updateFaqGroup(db: Db, staff: Staff, id: number, body: FaqGroupBody): Promise<AdminContentPage> {
  const { pageId } = await groupOf(db, id);
  return writePage(db, pageId, async (tx) => {
    const group = await groupOf(tx, id);
    await repo.updateGroup(tx, id, groupValues(body));
    await audit(tx, staff, 'faq_group.update', 'faq_group', id, { name_ar: group.nameAr, name_en: group.nameEn }, body);
  });
}

/** Removes a group and its questions. */
export async function deleteFaqGroup(db: Db, staff: Staff, id: number): Promise<AdminContentPage> {
  const { pageId } = await groupOf(db, id);
  return writePage(db, pageId, async (tx) => {
    const group = await groupOf(tx, id);
    const items = await repo.listGroupItems(tx, [id]);
    await repo.deleteGroup(tx, id);
    await audit(
      tx,
      staff,
      'faq_group.delete',
      'faq_group',
      id,
      { page_id: pageId, name_ar: group.nameAr, name_en: group.nameEn, questions: items.length },
      null,
    );
  });
}

/** `ids` must be exactly the ids of the list, each once (422 otherwise). */
function checkOrder(current: number[], ids: number[]) {
  const same = ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
  if (!same) throw new ValidationFailed({ ids: ['content_order_invalid'] });
}

export async function orderFaqGroups(db: Db, staff: Staff, pageId: number, ids: number[]): Promise<AdminContentPage> {
  return writePage(db, pageId, async (tx) => {
    const before = (await repo.listPageGroups(tx, pageId)).map((g) => g.id);
    checkOrder(before, ids);
    await repo.setSort(tx, 'groups', ids);
    await audit(tx, staff, 'faq_group.reorder', 'site_page', pageId, { ids: before }, { ids });
  });
}

export async function createFaqItem(db: Db, staff: Staff, groupId: number, body: FaqItemBody): Promise<AdminContentPage> {
  const { pageId } = await groupOf(db, groupId);
  return writePage(db, pageId, async (tx) => {
    await groupOf(tx, groupId);
    const item = await repo.insertItem(tx, groupId, itemValues(body));
    await audit(tx, staff, 'faq_item.create', 'faq_item', item.id, null, { group_id: groupId, ...body });
  });
}

/** Changes a question; `group_id` moves it to another group of the same page (422 for any other). */
export async function updateFaqItem(db: Db, staff: Staff, id: number, body: FaqItemBody): Promise<AdminContentPage> {
  const { pageId } = await itemOf(db, id);
  return writePage(db, pageId, async (tx) => {
    const { item } = await itemOf(tx, id);
    const moveTo = body.group_id !== undefined && body.group_id !== item.groupId ? body.group_id : undefined;
    if (moveTo !== undefined && (await repo.findGroup(tx, moveTo))?.pageId !== pageId) throw new ValidationFailed({ group_id: ['content_faq_group_invalid'] });
    await repo.updateItem(tx, id, itemValues(body), moveTo);
    const before = {
      group_id: item.groupId,
      question_ar: item.questionAr,
      question_en: item.questionEn,
      answer_ar: item.answerAr,
      answer_en: item.answerEn,
      is_active: item.isActive,
    };
    await audit(tx, staff, 'faq_item.update', 'faq_item', id, before, { ...body, group_id: moveTo ?? item.groupId });
  });
}

export async function deleteFaqItem(db: Db, staff: Staff, id: number): Promise<AdminContentPage> {
  const { pageId } = await itemOf(db, id);
  return writePage(db, pageId, async (tx) => {
    const { item } = await itemOf(tx, id);
    await repo.deleteItem(tx, id);
    await audit(tx, staff, 'faq_item.delete', 'faq_item', id, { group_id: item.groupId, question_ar: item.questionAr, question_en: item.questionEn }, null);
  });
}

export async function orderFaqItems(db: Db, staff: Staff, groupId: number, ids: number[]): Promise<AdminContentPage> {
  const { pageId } = await groupOf(db, groupId);
  return writePage(db, pageId, async (tx) => {
    const before = (await repo.listGroupItems(tx, [groupId])).map((i) => i.id);
    checkOrder(before, ids);
    await repo.setSort(tx, 'items', ids);
    await audit(tx, staff, 'faq_item.reorder', 'faq_group', groupId, { ids: before }, { ids });
  });
}
