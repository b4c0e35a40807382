/**
 * A marketplace in the back office (issue 18; decision 046): its moderation (area `marketplace`:
 * every post whatever its state, hidden, shown again or closed with a reason, through
 * platform/admin-moderation.ts) and its answers in the inbox (area `inbox`: listed, counted, locked
 * for a mark or a reply, marked handled). The marketplace hands over its repository and how one of
 * its rows reads in the back office.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Staff } from '../../platform/admin';
import { moderate, registerModeration, type ModeratedRecord } from '../../platform/admin-moderation';
import type { Cache } from '../../platform/cache';
import type { Writer } from '../../platform/idempotency';
import { personName } from '../../platform/i18n';
import type { Lang } from '../../../shared/envelope';
import type { AdminPage } from '../../../shared/schemas/admin';
import type { InboxQuery } from '../../../shared/schemas/inbox-admin';
import type { ModerationAction, ModerationQuery } from '../../../shared/schemas/marketplace-admin';
import type { MarketRepository } from './repository';

/** Who sent an answer, as the inbox selection reads it. */
interface Sender {
  fullName: string;
  fullNameAr: string | null;
  fullNameEn: string | null;
  email: string;
  mobile: string | null;
  language: Lang;
}

/** What every inbox row has (repository.ts `inboxColumns`). */
interface InboxRecord {
  id: number;
  createdAt: Date;
  handledAt: Date | null;
  handlerName: string | null;
  handlerEmail: string | null;
  sender: Sender;
}

export interface MarketAdminConfig<StaffRow, InboxRow, Row, Item> {
  repo: MarketRepository<StaffRow, InboxRow>;
  invalidate: (cache: Cache) => Promise<unknown>;
  /** The audit's entity and the OpenAPI summaries' noun (`deal`); the back office's path (`marketplace/deals`) and row schema. */
  entity: string;
  path: string;
  row: z.ZodType<Row>;
  toRow: (lang: Lang, r: StaffRow) => Row;
  /** The inbox: an answer's item (the common fields `base` and its own), and the title and quote of a reply. */
  toItem: (lang: Lang, r: InboxRow, base: InboxBase) => Item;
  reply: (lang: Lang, r: InboxRow) => { title: string; quote: string };
}

/**
 * The fields every moderated row shows (shared/schemas/marketplace-admin.ts): its state from the
 * post's row, its poster, date and path as the site shows them.
 */
export const moderatedFields = (r: ModeratedRecord & { id: number; posterEmail: string }, site: { poster_name: string; created_at: string; path: string }) => ({
  id: r.id,
  poster_name: site.poster_name,
  poster_email: r.posterEmail,
  created_at: site.created_at,
  closed_at: r.closedAt?.toISOString() ?? null,
  hidden: !r.isActive,
  moderation_reason: r.moderationReason,
  path: site.path,
});

/** The fields every inbox item shows. */
export interface InboxBase {
  id: number;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
  name: string;
  email: string;
  lang: Lang;
  mobile: string;
}

export function defineMarketAdmin<StaffRow extends ModeratedRecord, InboxRow extends InboxRecord, Row, Item>(
  config: MarketAdminConfig<StaffRow, InboxRow, Row, Item>,
) {
  const { repo } = config;
  const store = {
    entity: config.entity,
    // Locked: an answer racing the moderation waits for it (the answer locks the row too).
    lock: repo.lockPost,
    find: repo.findForStaff,
    close: (tx: Writer, id: number) => repo.closePost(tx, id),
    set: repo.setModeration,
  };
  const base = (lang: Lang, r: InboxRow): InboxBase => {
    const sender = r.sender;
    return {
      id: r.id,
      created_at: r.createdAt.toISOString(),
      handled_at: r.handledAt ? r.handledAt.toISOString() : null,
      handled_by: r.handledAt ? r.handlerName || r.handlerEmail : null,
      name: personName(lang, sender),
      email: sender.email,
      lang: sender.language,
      mobile: sender.mobile ?? '',
    };
  };

  const forStaff = async (db: Db, lang: Lang, q: ModerationQuery): Promise<AdminPage<Row>> => {
    const { rows, total } = await repo.moderationPage(db, { status: q.status, word: q.q || undefined }, q.rows, (q.page - 1) * q.rows);
    return { items: rows.map((r) => config.toRow(lang, r)), total, page: q.page, rows: q.rows };
  };

  /**
   * Hides a post (gone from the list, its page answers 404), shows it again, or closes it (as its
   * poster would: it leaves the list, its page says closed, no one can answer), with the staff's
   * reason kept on the row and in the audit log; then empties the marketplace's caches.
   */
  const moderatePost = async (deps: { db: Db; cache: Cache }, staff: Staff, lang: Lang, id: number, action: ModerationAction, reason: string) => {
    const after = await moderate(deps.db, staff, store, id, action, reason);
    await config.invalidate(deps.cache);
    return config.toRow(lang, after);
  };

  return {
    forStaff,
    moderate: moderatePost,
    /** The back office's moderation calls (the plugin of the marketplace's admin-routes.ts). */
    async routes(app: FastifyInstance) {
      const deps = { db: app.database.db, cache: app.cache };
      registerModeration(app, {
        path: config.path,
        noun: config.entity,
        row: config.row,
        list: (lang, q) => forStaff(deps.db, lang, q),
        moderate: (staff, lang, id, action, reason) => moderatePost(deps, staff, lang, id, action, reason),
      });
    },

    async inbox(db: Db, lang: Lang, q: InboxQuery): Promise<AdminPage<Item>> {
      const { items, total } = await repo.listInbox(db, q);
      return { items: items.map((r) => config.toItem(lang, r, base(lang, r))), total, page: q.page, rows: q.rows };
    },
    counts: (db: Db) => repo.countInbox(db),
    /**
     * An answer locked for a mark or a reply (null when unknown): its state, and whom a reply goes
     * to (the sender, in their language, about the post's title in that language, quoting them).
     */
    async lock(db: Writer, id: number) {
      const r = await repo.lockInboxRow(db, id);
      if (!r) return null;
      const sender = r.sender;
      const lang = sender.language;
      return {
        handledAt: r.handledAt,
        to: { email: sender.email, name: personName(lang, sender), lang, ...config.reply(lang, r) },
      };
    },
    /** Marks an answer handled by `by`, or unread again (null). */
    mark: (db: Writer, id: number, by: number | null) => repo.setHandled(db, id, by),
  };
}
