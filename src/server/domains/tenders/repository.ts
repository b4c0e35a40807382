/** The only code that reads and writes the tenders table. */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenders } from '../../db/schema/index';

const active = eq(tenders.isActive, true);

export const listTenders = (db: Db, limit: number, offset: number) =>
  db.select().from(tenders).where(active).orderBy(desc(tenders.id)).limit(limit).offset(offset);

export async function countTenders(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(tenders).where(active);
  return row?.total ?? 0;
}

export async function findTender(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(tenders)
    .where(and(eq(tenders.id, id), active));
  return row;
}
export type TenderRow = NonNullable<Awaited<ReturnType<typeof findTender>>>;
