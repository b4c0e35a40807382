/** Seed step and row builder of the tenders. */
import * as s from '../schema/index';
import { nextSeq } from './builders';
import type { Executor } from './types';

export const buildTender = (o: Partial<typeof s.tenders.$inferInsert> = {}): typeof s.tenders.$inferInsert => {
  const seq = nextSeq();
  return { titleAr: `عنصر ${seq}`, titleEn: `Tender ${seq}`, ...o };
};

/** A few demo tenders; returns how many. */
export async function seedTenders(db: Executor): Promise<number> {
  const rows = Array.from({ length: 3 }, () => buildTender());
  await db.insert(s.tenders).values(rows);
  return rows.length;
}
