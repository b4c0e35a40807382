/**
 * The marketplace kit (decision 046): what deals and jobs share — a post that readers answer (a
 * deal's request, a job's application), listed page by page, shown alone, posted under a daily
 * limit and a free monthly quota, answered once per reader under a daily limit, closed by its
 * poster, moderated and read in the back office's inbox (admin.ts). A marketplace's domain folder
 * keeps what is its own (its fields, filters, mails, files) and configures the rest with
 * `defineMarketplace`: its tables and selections (repository.ts), cache prefix, limits and message
 * keys. Like the directory kit it imports no domain (decision 042): what it needs of one, the
 * subscriptions' entitlement check, its configuration hands over.
 */
import type { Cache } from '../../platform/cache';
import type { Writer } from '../../platform/idempotency';
import { Conflict, Forbidden, NotFound, RateLimited, SubscriptionRequired } from '../../platform/errors';
import type { PlainKey } from '../../../shared/i18n/types';
import type { MarketRepository } from './repository';

const TTL = 60_000;

export interface MarketConfig<StaffRow, InboxRow> {
  /** The marketplace's queries: `marketRepository` over its tables and selections (its repository.ts). */
  repo: MarketRepository<StaffRow, InboxRow>;
  /** The prefix of the marketplace's cache keys (its writes empty it; the HTML cache listens to it). */
  cachePrefix: `${string}:`;
  limits: {
    /** Posts one account may add in 24 hours, whatever its package. */
    postsPerDay: number;
    /** Posts a reader may add in a calendar month (Cairo) without the entitlement. */
    freePostsPerMonth: number;
    /** Answers one account may send in 24 hours. */
    answersPerDay: number;
  };
  /** Whether the account's package lets it post past the free quota (the subscriptions' `hasEntitlement` of its entitlement). */
  entitled: (tx: Writer, userId: number) => Promise<boolean>;
  messages: {
    /** An unknown, hidden (or, to answer, closed) post. */
    notFound: PlainKey;
    /** Answering one's own post. */
    own: PlainKey;
    /** A second answer of the same reader. */
    answered: PlainKey;
    postDailyLimit: PlainKey;
    answerDailyLimit: PlainKey;
  };
}

/** The page of a list as SPEC section 7 answers it. */
export interface MarketPage<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export function defineMarketplace<StaffRow, InboxRow>(config: MarketConfig<StaffRow, InboxRow>) {
  const { repo, cachePrefix, limits, messages } = config;
  return {
    repo,
    cachePrefix,
    invalidate: (cache: Cache) => cache.invalidate(cachePrefix),
    /** A value cached for a minute under the marketplace's prefix (`key` follows it). */
    cached: <T>(cache: Cache, key: string, compute: () => Promise<T>) => cache.wrap(`${cachePrefix}${key}`, TTL, compute),

    /** A page of `rows` posts out of `total` (at least one page, even empty). */
    page: <T>(data: T[], total: number, q: { rows: number; page: number }): MarketPage<T> => ({
      data,
      current_page: q.page,
      last_page: Math.max(1, Math.ceil(total / q.rows)),
      per_page: q.rows,
      total,
    }),

    /**
     * Before a post is written, in its transaction and under a lock on the account's posts: at most
     * `postsPerDay` in 24 hours (429), and past `freePostsPerMonth` this calendar month the
     * entitlement (402).
     */
    async checkPosting(tx: Writer, userId: number): Promise<void> {
      await repo.lockUserPosts(tx, userId);
      if ((await repo.countPostedSince(tx, userId, 'day')) >= limits.postsPerDay) throw new RateLimited(messages.postDailyLimit);
      if ((await repo.countPostedSince(tx, userId, 'month')) >= limits.freePostsPerMonth && !(await config.entitled(tx, userId)))
        throw new SubscriptionRequired();
    },

    /**
     * An answer to a post, in the caller's transaction: the post's row locked (a close or a
     * moderation racing it waits, or is seen), then unknown, hidden or closed: 404; one's own: 403;
     * past `answersPerDay` in 24 hours (under the account's lock): 429; `insert` finding the pair
     * already there (false): 409. Returns the post's poster.
     */
    async answer(tx: Writer, postId: number, userId: number, insert: () => Promise<boolean>): Promise<{ posterId: number }> {
      const post = await repo.lockPost(tx, postId);
      if (!post || !post.isActive || post.closedAt) throw new NotFound(messages.notFound);
      if (post.userId === userId) throw new Forbidden(messages.own);
      await repo.lockUserAnswers(tx, userId);
      if ((await repo.countAnsweredSince(tx, userId, 'day')) >= limits.answersPerDay) throw new RateLimited(messages.answerDailyLimit);
      if (!(await insert())) throw new Conflict(messages.answered);
      return { posterId: post.userId };
    },

    /** A poster's posts, each with the answers it received (`answers` newest first, `postOf` names an answer's post). */
    withAnswers<P extends { id: number }, A, Out>(posts: P[], answers: A[], postOf: (a: A) => number, build: (post: P, answers: A[]) => Out): Out[] {
      return posts.map((p) =>
        build(
          p,
          answers.filter((a) => postOf(a) === p.id),
        ),
      );
    },
  };
}
