import { and, count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { handledState, inboxCounts, normalizedContains } from '../../db/sql';
import type { Writer } from '../../platform/idempotency';
import { contactMessages, users } from '../../db/schema/index';
import type { InboxQuery } from '../../../shared/schemas/inbox-admin';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Writer, message: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}

// ---- the back office's inbox (issue 18); the handler's name is read from `users` ----------

const handler = alias(users, 'handler');

const filterOf = (f: Pick<InboxQuery, 'state' | 'q'>) =>
  and(handledState(f.state, contactMessages.handledAt), f.q ? normalizedContains([contactMessages.email, contactMessages.name], f.q) : undefined);

/** Contact messages, newest first, with who handled them. */
export async function listContactMessages(db: Db, f: InboxQuery) {
  const cond = filterOf(f);
  const [items, [total]] = await Promise.all([
    db
      .select({ m: contactMessages, handlerName: handler.fullName, handlerEmail: handler.email })
      .from(contactMessages)
      .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
      .where(cond)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(f.rows)
      .offset((f.page - 1) * f.rows),
    db.select({ n: count() }).from(contactMessages).where(cond),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function countContactMessages(db: Db) {
  const [r] = await db.select(inboxCounts(contactMessages.handledAt)).from(contactMessages);
  return r ?? { total: 0, unread: 0 };
}

/** One message, its row locked until the transaction ends (a reply or a mark). */
export const lockContactMessage = async (db: Writer, id: number) =>
  (await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update'))[0] ?? null;

export const setContactHandled = (db: Writer, id: number, by: number | null) =>
  db
    .update(contactMessages)
    .set({ handledAt: by == null ? null : new Date(), handledBy: by })
    .where(eq(contactMessages.id, id));
