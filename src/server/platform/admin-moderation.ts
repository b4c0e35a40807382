/**
 * The back office's calls of a moderated kind of user content (issue 18, area `marketplace`:
 * deals, jobs): `GET {path}` lists every row whatever its state (filtered by state and a word),
 * `POST {path}/:id/{hide|unhide|close}` moderates one with a reason. The domain hands over its
 * service's list and moderation; its service runs the moderation with `moderate` below over its
 * repository's rows, audits it and empties its caches.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lang } from '../../shared/envelope';
import { adminPageOf, type AdminPage } from '../../shared/schemas/admin';
import { idParam } from '../../shared/schemas/common';
import { MODERATION_ACTIONS, moderationBody, moderationQuery, type ModerationAction, type ModerationQuery } from '../../shared/schemas/marketplace-admin';
import type { Db } from '../db/client';
import { requireStaff, type Staff } from './admin';
import { recordAudit } from './audit';
import { NotFound } from './errors';
import type { DbTransaction } from './idempotency';
import { ok, requestLang } from './envelope';
import { envelopeOf, errorEnvelope } from './openapi';

export interface ModeratedKind<Row> {
  /** `marketplace/deals`. */
  path: string;
  /** "deal", for the summaries. */
  noun: string;
  row: z.ZodType<Row>;
  list(lang: Lang, q: ModerationQuery): Promise<AdminPage<Row>>;
  moderate(staff: Staff, lang: Lang, id: number, action: ModerationAction, reason: string): Promise<Row>;
}

const summaries = (noun: string): Record<ModerationAction, string> => ({
  hide: `Hides a ${noun}: it leaves the list and its page answers 404 (with a reason)`,
  unhide: `Shows a hidden ${noun} again (with a reason)`,
  close: `Closes a ${noun} as its poster would: it leaves the list, its page says closed (with a reason)`,
});

export function registerModeration<Row>(app: FastifyInstance, kind: ModeratedKind<Row>): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: marketplace'];
  const config = { admin: { area: 'marketplace' as const } };
  const summary = summaries(kind.noun);
  api.get(
    `/${kind.path}`,
    {
      schema: {
        tags,
        summary: `Every ${kind.noun} (open, closed, hidden), newest first, filtered by state and a word`,
        querystring: moderationQuery,
        response: { 200: envelopeOf(adminPageOf(kind.row)) },
      },
      config,
    },
    async (req) => ok(await kind.list(requestLang(req), req.query)),
  );
  for (const action of MODERATION_ACTIONS) {
    api.post(
      `/${kind.path}/:id/${action}`,
      {
        schema: {
          tags,
          summary: summary[action],
          params: z.object({ id: idParam }),
          body: moderationBody,
          response: { 200: envelopeOf(kind.row), 404: errorEnvelope, 422: errorEnvelope },
        },
        config,
      },
      async (req) => ok(await kind.moderate(requireStaff(req), requestLang(req), req.params.id, action, req.body.reason)),
    );
  }
}

/** The moderation columns of a row (deals and jobs have them alike). */
export interface ModeratedRecord {
  isActive: boolean;
  closedAt: Date | null;
  moderationReason: string | null;
}

/** How a domain's repository reads and changes its rows for `moderate`. */
export interface ModerationStore<R extends ModeratedRecord> {
  /** The audit's entity (`deal`): actions are `deal.hide`, `deal.unhide`, `deal.close`. */
  entity: string;
  /** Locks the row until the transaction ends (a racing request of a reader waits). */
  lock(tx: DbTransaction, id: number): Promise<unknown>;
  find(tx: DbTransaction, id: number): Promise<R | null | undefined>;
  /** The domain's own close (as its poster closes it). */
  close(tx: DbTransaction, id: number): Promise<unknown>;
  set(tx: DbTransaction, id: number, change: { isActive?: boolean; moderationReason: string }): Promise<void>;
}

const stateOf = (r: ModeratedRecord) => ({ hidden: !r.isActive, closed_at: r.closedAt, moderation_reason: r.moderationReason });

/**
 * Hides a row (out of the lists, its page answers 404), shows it again, or closes it, keeping the
 * staff's reason on the row; in one transaction with its audit entry (the state before and after).
 * Unknown row: 404. The caller empties its caches once this has returned (committed).
 */
export async function moderate<R extends ModeratedRecord>(
  db: Db,
  staff: Staff,
  store: ModerationStore<R>,
  id: number,
  action: ModerationAction,
  reason: string,
): Promise<R> {
  return db.transaction(async (tx) => {
    await store.lock(tx, id);
    const before = await store.find(tx, id);
    if (!before) throw new NotFound('api.marketplace_not_found');
    if (action === 'close') await store.close(tx, id);
    await store.set(tx, id, { ...(action === 'close' ? {} : { isActive: action === 'unhide' }), moderationReason: reason });
    const after = (await store.find(tx, id))!;
    await recordAudit(tx, staff, {
      area: 'marketplace',
      action: `${store.entity}.${action}`,
      entity: store.entity,
      entityId: id,
      before: stateOf(before),
      after: stateOf(after),
    });
    return after;
  });
}
