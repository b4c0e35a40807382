import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Db } from './client';
import { createPublicStorage } from '../platform/storage';

/** Loads the demo data when the database has no country yet (a fresh install). */
export async function seedIfEmpty(db: Db, config: Config, log: Logger) {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from countries`);
  if ((rows[0]?.n ?? 0) > 0) return;
  const started = Date.now();
  log.info('empty database: loading the demo data');
  const { seedDemo } = await import('./seed/index');
  await seedDemo(db, { files: createPublicStorage(config), log: (msg) => log.info(msg) });
  // Fresh tables have no statistics until autovacuum passes: without them the first price
  // comparisons were planned as scans and ran for seconds.
  await db.execute(sql`analyze`);
  log.info({ ms: Date.now() - started }, 'demo data loaded');
}
