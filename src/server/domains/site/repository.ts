import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Writer } from '../../platform/idempotency';
import { siteSettings } from '../../db/schema/index';

export const findSettings = async (db: Db) => (await db.select().from(siteSettings).where(eq(siteSettings.id, 1)))[0];

/** Changes columns of the one settings row (made when missing); `lock` first holds it for the transaction. */
export async function lockSettings(db: Writer) {
  await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
  return row!;
}

export async function updateSettings(db: Writer, values: Partial<typeof siteSettings.$inferInsert>) {
  const [row] = await db.update(siteSettings).set(values).where(eq(siteSettings.id, 1)).returning();
  return row!;
}
