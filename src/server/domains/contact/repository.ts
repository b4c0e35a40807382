import { count, isNull } from 'drizzle-orm';
import type { Writer } from '../../platform/idempotency';
import { contactMessages } from '../../db/schema/index';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Writer, message: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}

export async function countUnhandled(db: Writer): Promise<number> {
  const [row] = await db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt));
  return row?.n ?? 0;
}
