// Longer than 300 lines: the board's reads, back-office writes and alerts share one row mapping and one cache; to split like prices (reads, admin, alerts) when it grows.
/**
 * The tenders board (issue 31 item 7): the public list and pages, the back office's writes (area
 * `tenders`, each with its audit entry) and the tender alerts.
 *
 * Status: stored open | closed | awarded | cancelled; an open tender past its deadline (Cairo's
 * day) answers `closed` without a write, so every cached answer is keyed by the day.
 *
 * Alerts: a reader's alert names a governorate and/or a product and a channel. Publishing a
 * tender (a back-office write, now or at its `published_at`) queues `tenders.notify` {id} in the
 * write's transaction; the worker (jobs.ts) tells every reader one of whose alerts matches, once
 * per tender and channel (a `tender_notices` row written with the message). A channel is a sender
 * in ALERT_SENDERS: e-mail today; web push, WhatsApp or SMS are one more entry, not a rewrite.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { wrapFound, type Cache } from '../../platform/cache';
import type { Staff } from '../../platform/admin';
import { recordAudit } from '../../platform/audit';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors';
import { pick } from '../../platform/i18n';
import type { DbTransaction, Writer } from '../../platform/idempotency';
import type { JobQueue, JobTx } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail';
import { todayIso } from '../../../shared/dates';
import type { Lang } from '../../../shared/envelope';
import { translate } from '../../../shared/i18n/index';
import { pageUrl } from '../../../shared/page-url';
import { paths } from '../../../shared/paths';
import type { AdminPage } from '../../../shared/schemas/admin';
import {
  MAX_TENDER_ALERTS,
  TENDERS_PER_PAGE,
  type AlertChannel,
  type Tender,
  type TenderAdmin,
  type TenderAdminBody,
  type TenderAlert,
  type TenderDetail,
  type TendersList,
  type tenderAlertBody,
  type tendersQuery,
} from '../../../shared/schemas/tenders';
import type { z } from 'zod';
import { products as productList } from '../products';
import * as repo from './repository';

/** Cache prefix of everything this domain answers (its cache.ts declares it); every write calls invalidateTenders. */
export const TENDERS_CACHE = 'tenders:';
export const invalidateTenders = (cache: Cache) => cache.invalidate(TENDERS_CACHE);
const TTL = 5 * 60_000;
export const NOTIFY_QUEUE = 'tenders.notify';

export interface TenderDeps {
  db: Db;
  cache: Cache;
  jobs: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  log?: FastifyBaseLogger;
}

type Materials = Awaited<ReturnType<typeof repo.materialsOf>>;

function toTender(lang: Lang, r: repo.TenderRow, materials: Materials): Tender {
  return {
    id: r.id,
    title: pick(lang, r.titleAr, r.titleEn),
    buyer: pick(lang, r.buyerAr, r.buyerEn),
    kind: r.kind,
    status: r.status,
    governorate: { id: r.governorateId, name: pick(lang, r.govAr, r.govEn) },
    country: { id: r.countryId, name: pick(lang, r.countryAr, r.countryEn) },
    materials: materials.filter((m) => m.tenderId === r.id).map((m) => ({ id: m.id, name: pick(lang, m.nameAr, m.nameEn) })),
    quantity: Number(r.quantity).toFixed(2),
    unit: pick(lang, r.unitAr, r.unitEn),
    deadline: r.deadline,
    documents_url: r.documentsUrl,
    description: pick(lang, r.descriptionAr, r.descriptionEn),
    published_at: r.publishedAt.toISOString(),
  };
}

async function withMaterials(db: Db, lang: Lang, rows: repo.TenderRow[]): Promise<Tender[]> {
  const materials = await repo.materialsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toTender(lang, r, materials));
}

/** GET tenders: a page of the published tenders narrowed by the filters, with the filter's lookup lists. */
export async function tenderList(db: Db, cache: Cache, lang: Lang, q: z.output<typeof tendersQuery>): Promise<TendersList> {
  const today = todayIso();
  const f: repo.TenderFilter = {
    today,
    governorateId: q.governorate || undefined,
    productId: q.product || undefined,
    status: q.status,
    kind: q.kind,
    word: q.word || undefined,
  };
  const key = `${TENDERS_CACHE}list:${lang}:${today}:${q.page}:${f.governorateId ?? 0}:${f.productId ?? 0}:${f.status ?? ''}:${f.kind ?? ''}:${f.word ?? ''}`;
  const [tenders, governorates, products] = await Promise.all([
    cache.wrap(key, TTL, async () => {
      const { rows, total } = await repo.pageOfTenders(db, f, TENDERS_PER_PAGE, (q.page - 1) * TENDERS_PER_PAGE);
      return {
        data: await withMaterials(db, lang, rows),
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(total / TENDERS_PER_PAGE)),
        per_page: TENDERS_PER_PAGE,
        total,
      };
    }),
    cache.wrap(`${TENDERS_CACHE}governorates:${lang}`, TTL, async () =>
      (await repo.governoratesWithTenders(db)).map((g) => ({ id: g.id, name: pick(lang, g.nameAr, g.nameEn) })),
    ),
    cache.wrap(`${TENDERS_CACHE}products:${lang}`, TTL, async () => (await productList(db)).map((p) => ({ id: p.id, name: pick(lang, p.nameAr, p.nameEn) }))),
  ]);
  return { tenders, governorates, products };
}

/** GET tenders/{id}: a published tender (closed, awarded, cancelled too); NotFound otherwise (cached too). */
export async function tenderDetail(db: Db, cache: Cache, lang: Lang, id: number): Promise<TenderDetail> {
  const today = todayIso();
  const item = await wrapFound(
    cache,
    `${TENDERS_CACHE}item:${lang}:${today}:${id}`,
    TTL,
    async () => {
      const row = await repo.findTender(db, id, today);
      return row ? ((await withMaterials(db, lang, [row]))[0] ?? null) : null;
    },
    'api.tenders_not_found',
  );
  return { item };
}

/** The newest published tenders for the sitemap and the feed (id, titles, summary, dates). */
export const latestTenders = async (db: Db, limit: number) =>
  (await repo.latestTenders(db, limit, todayIso())).map((r) => ({
    id: r.id,
    titleAr: r.titleAr,
    titleEn: r.titleEn,
    buyerAr: r.buyerAr,
    buyerEn: r.buyerEn,
    govAr: r.govAr,
    govEn: r.govEn,
    deadline: r.deadline,
    status: r.status,
    publishedAt: r.publishedAt,
    updatedAt: r.updatedAt,
  }));

// ---------------------------------------------------------------------------------------------
// The back office (area `tenders`; the generic entity table of the web's admin kit drives it)

async function toAdmin(db: Writer, rows: repo.TenderAdminRow[]): Promise<TenderAdmin[]> {
  const ids = await repo.productIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title_ar: r.titleAr,
    title_en: r.titleEn,
    buyer_ar: r.buyerAr,
    buyer_en: r.buyerEn,
    kind: r.kind,
    status: r.status,
    governorate_id: r.governorateId,
    product_ids: ids.get(r.id) ?? [],
    quantity: Number(r.quantity).toFixed(2),
    unit_ar: r.unitAr,
    unit_en: r.unitEn,
    deadline: r.deadline,
    documents_url: r.documentsUrl,
    description_ar: r.descriptionAr,
    description_en: r.descriptionEn,
    published_at: r.publishedAt.toISOString(),
    is_active: r.isActive,
  }));
}

export interface TenderAdminQuery {
  page: number;
  rows: number;
  q?: string;
  active?: 'all' | 'active' | 'inactive' | '';
  governorate_id?: number;
}

export async function adminTenders(db: Db, q: TenderAdminQuery): Promise<AdminPage<TenderAdmin>> {
  const active = q.active === 'active' ? true : q.active === 'inactive' ? false : undefined;
  const { rows, total } = await repo.adminPage(
    db,
    { word: q.q || undefined, active, governorateId: q.governorate_id || undefined },
    q.rows,
    (q.page - 1) * q.rows,
  );
  return { items: await toAdmin(db, rows), total, page: q.page, rows: q.rows };
}

async function adminOne(db: Writer, id: number, lock = false): Promise<TenderAdmin> {
  const row = await repo.adminRow(db, id, lock);
  if (!row) throw new NotFound('api.tenders_not_found');
  return (await toAdmin(db, [row]))[0]!;
}
export const adminTender = (db: Db, id: number) => adminOne(db, id);

async function checked(db: Db, body: TenderAdminBody): Promise<void> {
  const [gov, prods] = await Promise.all([repo.governorateExists(db, body.governorate_id), repo.productsExist(db, body.product_ids)]);
  const fields: Record<string, string[]> = {};
  if (!gov) fields.governorate_id = ['unknown_governorate'];
  if (!prods) fields.product_ids = ['directories_ref_unknown'];
  if (Object.keys(fields).length) throw new ValidationFailed(fields);
}

const valuesOf = (b: TenderAdminBody): repo.TenderValues => ({
  titleAr: b.title_ar,
  titleEn: b.title_en,
  buyerAr: b.buyer_ar,
  buyerEn: b.buyer_en,
  kind: b.kind,
  status: b.status,
  governorateId: b.governorate_id,
  quantity: b.quantity.toFixed(2),
  unitAr: b.unit_ar,
  unitEn: b.unit_en,
  deadline: b.deadline,
  documentsUrl: b.documents_url,
  descriptionAr: b.description_ar,
  descriptionEn: b.description_en,
  ...(b.is_active === undefined ? {} : { isActive: b.is_active }),
  ...(b.published_at ? { publishedAt: new Date(b.published_at) } : {}),
});

/** Queues the alerts of a tender for its publication time (now when already past), in the write's transaction. */
export function queueNotify(tx: JobTx, id: number, publishedAt: Date): Promise<string | null> {
  const startAfter = publishedAt.getTime() > Date.now() ? publishedAt : undefined;
  return tx.send(NOTIFY_QUEUE, { id }, { retryLimit: 5, retryDelay: 60, retryBackoff: true, ...(startAfter ? { startAfter } : {}) });
}

/** The minute of a timestamp (the back office's form edits publication times to the minute). */
const minuteOf = (iso: string) => Math.floor(Date.parse(iso) / 60_000);

/** Whether a write publishes the tender: on after it, and before it either off or due at another minute. */
const publishes = (before: TenderAdmin | null, after: TenderAdmin) =>
  after.is_active && (!before || !before.is_active || minuteOf(before.published_at) !== minuteOf(after.published_at));

/**
 * A back-office write and its audit entry in one transaction; a write that publishes the tender
 * (now or at its `published_at`) queues its alerts in the same transaction; the cache is emptied
 * after the commit.
 */
async function writeTender(
  deps: Pick<TenderDeps, 'db' | 'cache' | 'jobs'>,
  work: (tx: DbTransaction) => Promise<{ before: TenderAdmin | null; after: TenderAdmin }>,
): Promise<TenderAdmin> {
  const after = await deps.db.transaction(async (tx) => {
    const result = await work(tx);
    if (publishes(result.before, result.after)) await queueNotify(deps.jobs.join(tx), result.after.id, new Date(result.after.published_at));
    return result.after;
  });
  await invalidateTenders(deps.cache);
  return after;
}

export async function createTender(deps: Pick<TenderDeps, 'db' | 'cache' | 'jobs'>, staff: Staff, body: TenderAdminBody): Promise<TenderAdmin> {
  await checked(deps.db, body);
  return writeTender(deps, async (tx) => {
    const id = await repo.insertTender(tx, valuesOf(body));
    await repo.setMaterials(tx, id, body.product_ids);
    const after = await adminOne(tx, id);
    await recordAudit(tx, staff, { area: 'tenders', action: 'tender.create', entity: 'tender', entityId: id, after });
    return { before: null, after };
  });
}

export async function updateTender(deps: Pick<TenderDeps, 'db' | 'cache' | 'jobs'>, staff: Staff, id: number, body: TenderAdminBody): Promise<TenderAdmin> {
  await checked(deps.db, body);
  return writeTender(deps, async (tx) => {
    const before = await adminOne(tx, id, true);
    await repo.updateTender(tx, id, valuesOf(body));
    await repo.setMaterials(tx, id, body.product_ids);
    const after = await adminOne(tx, id);
    await recordAudit(tx, staff, { area: 'tenders', action: 'tender.update', entity: 'tender', entityId: id, before, after });
    return { before, after };
  });
}

/** Shows a tender on the site (its alerts go out, to readers not yet told) or hides it. */
export async function setTenderActive(deps: Pick<TenderDeps, 'db' | 'cache' | 'jobs'>, staff: Staff, id: number, active: boolean): Promise<TenderAdmin> {
  return writeTender(deps, async (tx) => {
    const before = await adminOne(tx, id, true);
    await repo.updateTender(tx, id, { isActive: active });
    const after = await adminOne(tx, id);
    const action = `tender.${active ? 'activate' : 'deactivate'}`;
    await recordAudit(tx, staff, {
      area: 'tenders',
      action,
      entity: 'tender',
      entityId: id,
      before: { is_active: before.is_active },
      after: { is_active: active },
    });
    return { before, after };
  });
}

export async function removeTender(deps: Pick<TenderDeps, 'db' | 'cache'>, staff: Staff, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await adminOne(tx, id, true);
    await repo.deleteTender(tx, id);
    await recordAudit(tx, staff, { area: 'tenders', action: 'tender.delete', entity: 'tender', entityId: id, before });
  });
  await invalidateTenders(deps.cache);
}

// ---------------------------------------------------------------------------------------------
// Tender alerts: the reader's own (signed in), and the notices of a published tender

const toAlert = (lang: Lang, r: repo.AlertRow): TenderAlert => ({
  id: r.id,
  channel: r.channel,
  governorate: r.governorateId ? { id: r.governorateId, name: pick(lang, r.govAr, r.govEn) } : null,
  product: r.productId ? { id: r.productId, name: pick(lang, r.productAr, r.productEn) } : null,
});

export const listAlerts = async (db: Writer, lang: Lang, userId: number): Promise<TenderAlert[]> =>
  (await repo.alertsOf(db, userId)).map((r) => toAlert(lang, r));

/** A new alert (at most MAX_TENDER_ALERTS; the same one twice: 409; an unknown governorate or product: 422). */
export async function createAlert(db: Writer, lang: Lang, userId: number, body: z.output<typeof tenderAlertBody>): Promise<TenderAlert> {
  const fields: Record<string, string[]> = {};
  if (body.governorate_id && !(await repo.governorateExists(db, body.governorate_id))) fields.governorate_id = ['unknown_governorate'];
  if (body.product_id && !(await repo.productsExist(db, [body.product_id]))) fields.product_id = ['directories_ref_unknown'];
  if (Object.keys(fields).length) throw new ValidationFailed(fields);
  if ((await repo.countAlerts(db, userId)) >= MAX_TENDER_ALERTS) throw new Conflict('api.tender_alerts_limit');
  const id = await repo.insertAlert(db, { userId, governorateId: body.governorate_id, productId: body.product_id, channel: body.channel });
  if (id === null) throw new Conflict('api.tender_alert_exists');
  return toAlert(
    lang,
    (await repo.alertsOf(db, userId)).find((r) => r.id === id)!,
  );
}

export async function deleteAlert(db: Writer, userId: number, id: number): Promise<void> {
  if (!(await repo.deleteAlert(db, userId, id))) throw new NotFound('api.tender_alert_not_found');
}

/** How a notice reaches a reader by one channel, in the transaction that records it. */
export type AlertSender = (deps: TenderDeps, tx: JobTx, to: repo.Recipient, tender: Tender) => Promise<void>;

/** The channels' senders. A new channel (web push, WhatsApp, SMS) adds its value to ALERT_CHANNELS and its sender here. */
export const ALERT_SENDERS: Record<AlertChannel, AlertSender> = {
  email: async (deps, tx, to, tender) => {
    const values = {
      title: tender.title,
      buyer: tender.buyer,
      governorate: tender.governorate.name,
      materials: tender.materials.map((m) => m.name).join(to.lang === 'ar' ? '، ' : ', '),
      deadline: tender.deadline,
      link: pageUrl(deps.publicUrl, paths.tender(tender.id, tender.title), to.lang),
      settings: pageUrl(deps.publicUrl, paths.settings('alerts'), to.lang),
    };
    await deps.mailer.send(
      { to: to.email, subject: translate(to.lang, 'tender_alert.subject', values), text: translate(to.lang, 'tender_alert.body', values) },
      tx,
    );
  },
};

/**
 * The job `tenders.notify` {id}: tells every reader with a matching alert of a published tender,
 * once per channel (a reader told already is skipped: a retry or a second publication sends
 * nothing twice). A tender not (or not yet) on the site is left alone: its next publication
 * queues the job again. Returns how many notices went out.
 */
export async function notifyTender(deps: TenderDeps, id: number): Promise<number> {
  // A tender that has just become visible at its publication time: the lists show it now.
  await invalidateTenders(deps.cache);
  const row = await repo.findTender(deps.db, id, todayIso());
  if (!row) return 0;
  const recipients = await repo.recipientsOf(deps.db, id, row.governorateId);
  if (!recipients.length) return 0;
  const materials = await repo.materialsOf(deps.db, [id]);
  let sent = 0;
  for (const to of recipients) {
    const tender = toTender(to.lang, row, materials);
    const done = await deps.jobs.transaction(async (tx) => {
      if (!(await repo.claimNotice(tx.db, id, to.userId, to.channel))) return false;
      await ALERT_SENDERS[to.channel](deps, tx, to, tender);
      return true;
    });
    if (done) sent++;
  }
  deps.log?.info({ tender: id, sent }, 'tender alerts sent');
  return sent;
}
