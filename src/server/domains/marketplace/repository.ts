/**
 * The queries every marketplace runs (deals, jobs: decision 046) over the tables its domain owns
 * and hands over (the kit owns none): a post (a deal, a job) and the answers readers send to it (a
 * deal's request, a job's application). The domain also hands the selections it shows, built on
 * its own joins and made dynamic (`$dynamic()`), so that the kit can add the conditions, the order
 * and the page: one statement a page, as before.
 */
import { and, count, desc, eq, gte, isNotNull, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { handledState, inboxCounts, lockAccountWrites, normalizedContains, windowStart, type LimitWindow } from '../../db/sql';
import type { DbTransaction, Writer } from '../../platform/idempotency';
import type { InboxQuery } from '../../../shared/schemas/inbox-admin';
import type { ModerationState } from '../../../shared/schemas/marketplace-admin';

type Columns<K extends string> = PgTable & { [P in K]: AnyPgColumn };
type Reader = Pick<Db, 'select'>;

/** The post's table (its poster, moderation and closing columns) and its answers' table (who, when, handled by whom). */
export interface MarketTables {
  posts: Columns<'id' | 'userId' | 'isActive' | 'closedAt' | 'createdAt' | 'moderationReason'>;
  answers: Columns<'id' | 'userId' | 'createdAt' | 'handledAt' | 'handledBy'>;
}

/** An account's columns as an alias of the users table gives them (an answer's sender). */
export interface PersonColumns {
  fullName: AnyPgColumn;
  fullNameAr: AnyPgColumn;
  fullNameEn: AnyPgColumn;
  email: AnyPgColumn;
  mobile: AnyPgColumn;
  language: AnyPgColumn;
}

/**
 * The columns every inbox selection starts with: the answer's id and times, the name and e-mail of
 * the staff member who handled it (`handler`, an alias of users), and its sender (`sender`).
 */
export const inboxColumns = <A extends MarketTables['answers'], S extends PersonColumns, H extends Pick<PersonColumns, 'fullName' | 'email'>>(
  answers: A,
  sender: S,
  handler: H,
) =>
  ({
    id: answers.id,
    createdAt: answers.createdAt,
    handledAt: answers.handledAt,
    handlerName: handler.fullName,
    handlerEmail: handler.email,
    sender: {
      fullName: sender.fullName,
      fullNameAr: sender.fullNameAr,
      fullNameEn: sender.fullNameEn,
      email: sender.email,
      mobile: sender.mobile,
      language: sender.language,
    },
  }) as Pick<A, 'id' | 'createdAt' | 'handledAt'> & { handlerName: H['fullName']; handlerEmail: H['email']; sender: Pick<S, keyof PersonColumns> };

/** What one marketplace hands the kit: its tables, the scopes of its account locks and its selections. */
export interface MarketSource<Staff extends PgSelect, Inbox extends PgSelect> {
  tables: MarketTables;
  /** The `lockAccountWrites` scopes that serialise one account's posts, and its answers (the same scope may serve both). */
  lockScopes: { posts: string; answers: string };
  /** Every post as the back office lists it, with the joins `searched` needs. */
  staffRows: (db: Reader) => Staff;
  /** `count(*)` as `n` over the same joins. */
  staffCount: (db: Reader) => PgSelect;
  /** The texts a back-office word is looked for in. */
  searched: AnyPgColumn[];
  /** Every answer (`inboxColumns` and its own), joined with its sender, its post and its handler, for the inbox. */
  inboxRows: (db: Reader) => Inbox;
  /** `count(*)` as `n` over the answers joined with their sender. */
  inboxCount: (db: Reader) => PgSelect;
  /** The sender's alias of the users table (the inbox's search: its e-mail and name). */
  sender: PersonColumns;
}

type RowOf<Q extends PgSelect> = Awaited<Q>[number];
type Closed = Promise<{ id: number }[]>;

/** The queries of one marketplace over its tables: rows of its back-office list (`StaffRow`) and of its inbox (`InboxRow`). */
export interface MarketRepository<StaffRow, InboxRow> {
  /** On the site: not hidden by moderation, not closed by its poster. */
  listed: SQL | undefined;
  newestFirst: SQL[];
  /** Serialises one account's creating writes of posts (or of answers) until the end of the transaction (db/sql.ts). */
  lockUserPosts(db: Writer, userId: number): Promise<unknown>;
  lockUserAnswers(db: Writer, userId: number): Promise<unknown>;
  /** Posts an account created in the window (closed and hidden ones count too). */
  countPostedSince(db: Writer, userId: number, window: LimitWindow): Promise<number>;
  /** Answers an account sent in the window. */
  countAnsweredSince(db: Writer, userId: number, window: LimitWindow): Promise<number>;
  /** A post's state, its row locked until the transaction ends (an answer against a concurrent close or moderation); null when unknown. */
  lockPost(tx: Writer, id: number): Promise<{ id: number; userId: number; isActive: boolean; closedAt: Date | null } | null>;
  /** Closes a post of `userId` (any post: the back office), keeping the first closing time; the rows it closed or found closed. */
  closePost(db: Writer, id: number, userId?: number): Closed;
  /** A page of the posts in a state (newest first), searched by a word, and how many there are. */
  moderationPage(db: Db, f: ModerationFilter, limit: number, offset: number): Promise<{ rows: StaffRow[]; total: number }>;
  /** Any post, hidden and closed ones too. */
  findForStaff(db: Reader, id: number): Promise<StaffRow | undefined>;
  /** Hides (false) or shows again (true) a post, and keeps the back office's reason. */
  setModeration(tx: DbTransaction, id: number, change: { isActive?: boolean; moderationReason: string }): Promise<void>;
  /** Answers, newest first, by state and the sender's e-mail or name. */
  listInbox(db: Db, f: InboxQuery): Promise<{ items: InboxRow[]; total: number }>;
  countInbox(db: Db): Promise<{ total: number; unread: number }>;
  /** One answer with its sender and post, its row locked until the transaction ends (a reply or a mark). */
  lockInboxRow(db: Writer, id: number): Promise<InboxRow | null>;
  /** Marks an answer handled by `by`, or unread again (null). */
  setHandled(db: Writer, id: number, by: number | null): Promise<unknown>;
}

/** A filter of the back office's moderation list: a state and a word (digits alone also match the id). */
export interface ModerationFilter {
  status: ModerationState;
  word?: string;
}

/** The queries of one marketplace over its tables. */
export function marketRepository<Staff extends PgSelect, Inbox extends PgSelect>(
  source: MarketSource<Staff, Inbox>,
): MarketRepository<RowOf<Staff>, RowOf<Inbox>> {
  const { posts, answers } = source.tables;
  /** On the site: not hidden by moderation, not closed by its poster. */
  const listed = and(eq(posts.isActive, true), isNull(posts.closedAt));
  const newestFirst = [desc(posts.createdAt), desc(posts.id)];
  const stateOf: Record<ModerationState, SQL | undefined> = {
    all: undefined,
    open: listed,
    closed: and(eq(posts.isActive, true), isNotNull(posts.closedAt)),
    hidden: not(posts.isActive),
  };
  const moderationWhere = (f: ModerationFilter): SQL | undefined => {
    if (!f.word) return stateOf[f.status];
    const text = normalizedContains(source.searched, f.word);
    return and(stateOf[f.status], /^\d{1,9}$/.test(f.word) ? sql`(${text} or ${posts.id} = ${Number(f.word)})` : text);
  };
  const countSince = async (db: Writer, table: MarketTables['posts'] | MarketTables['answers'], userId: number, window: LimitWindow) => {
    const [r] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, userId), gte(table.createdAt, windowStart(window))));
    return r?.n ?? 0;
  };

  return {
    listed,
    newestFirst,

    lockUserPosts: (db: Writer, userId: number) => lockAccountWrites(db, source.lockScopes.posts, userId),
    lockUserAnswers: (db: Writer, userId: number) => lockAccountWrites(db, source.lockScopes.answers, userId),
    countPostedSince: (db: Writer, userId: number, window: LimitWindow) => countSince(db, posts, userId, window),
    countAnsweredSince: (db: Writer, userId: number, window: LimitWindow) => countSince(db, answers, userId, window),

    async lockPost(tx: Writer, id: number) {
      const [r] = await tx
        .select({ id: posts.id, userId: posts.userId, isActive: posts.isActive, closedAt: posts.closedAt })
        .from(posts)
        .where(eq(posts.id, id))
        .for('update');
      return (r ?? null) as { id: number; userId: number; isActive: boolean; closedAt: Date | null } | null;
    },

    closePost: (db: Writer, id: number, userId?: number) =>
      db
        .update(posts)
        .set({ closedAt: sql`coalesce(${posts.closedAt}, now())` } as never)
        .where(and(eq(posts.id, id), userId === undefined ? undefined : eq(posts.userId, userId)))
        .returning({ id: posts.id }) as Closed,

    async moderationPage(db: Db, f: ModerationFilter, limit: number, offset: number) {
      const where = moderationWhere(f);
      const [rows, totals] = await Promise.all([
        source
          .staffRows(db)
          .where(where)
          .orderBy(...newestFirst)
          .limit(limit)
          .offset(offset),
        source.staffCount(db).where(where),
      ]);
      return { rows: rows as RowOf<Staff>[], total: (totals[0] as { n: number } | undefined)?.n ?? 0 };
    },

    async findForStaff(db: Reader, id: number) {
      const [r] = await source.staffRows(db).where(eq(posts.id, id));
      return r as RowOf<Staff> | undefined;
    },

    async setModeration(tx: DbTransaction, id: number, change: { isActive?: boolean; moderationReason: string }): Promise<void> {
      await tx
        .update(posts)
        .set(change as never)
        .where(eq(posts.id, id));
    },

    async listInbox(db: Db, f: InboxQuery) {
      const cond = and(handledState(f.state, answers.handledAt), f.q ? normalizedContains([source.sender.email, source.sender.fullName], f.q) : undefined);
      const [list, [total]] = await Promise.all([
        source
          .inboxRows(db)
          .where(cond)
          .orderBy(desc(answers.createdAt), desc(answers.id))
          .limit(f.rows)
          .offset((f.page - 1) * f.rows),
        source.inboxCount(db).where(cond),
      ]);
      return { items: list as RowOf<Inbox>[], total: (total as { n: number } | undefined)?.n ?? 0 };
    },

    async countInbox(db: Db) {
      const [r] = await db.select(inboxCounts(answers.handledAt)).from(answers);
      return r ?? { total: 0, unread: 0 };
    },

    async lockInboxRow(db: Writer, id: number) {
      const [r] = await source.inboxRows(db).where(eq(answers.id, id)).for('update', { of: answers });
      return (r ?? null) as RowOf<Inbox> | null;
    },

    setHandled: (db: Writer, id: number, by: number | null) =>
      db
        .update(answers)
        .set({ handledAt: by == null ? null : new Date(), handledBy: by } as never)
        .where(eq(answers.id, id)),
  };
}
