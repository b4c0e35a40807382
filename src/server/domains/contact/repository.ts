import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Db, message: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!;
}
