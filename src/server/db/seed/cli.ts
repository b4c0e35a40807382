/**
 * `npm run db:seed`: migrates DATABASE_URL and fills it with the demo data; pictures go to the
 * public files: DATA_DIR/uploads (default ./data/uploads), or the bucket of S3_BUCKET under
 * `public/`. Refuses a database that already has data.
 * Optional: SEED_TODAY=YYYY-MM-DD (last price date, default today in Cairo), SEED_DAYS (default 730).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { createPublicStorage } from '../../platform/storage';
import { openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { seedDemo } from './index';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required, e.g. postgres://postgres@127.0.0.1:5432/binaa');
  process.exit(2);
}
const files = createPublicStorage(loadConfig());
const database = openDatabase(url, { max: 2, onError: (err) => console.error(err) });
try {
  const t0 = Date.now();
  await migrateDatabase(database.db);
  const { rows } = await database.pool.query<{ n: number }>('select count(*)::int as n from countries');
  if (rows[0]!.n > 0) throw new Error('the database already has data: seed an empty database');
  await seedDemo(database.db, {
    files,
    today: process.env.SEED_TODAY,
    days: process.env.SEED_DAYS ? Number(process.env.SEED_DAYS) : undefined,
    log: (m) => console.log(`seed: ${m}`),
  });
  await database.db.execute(sql`analyze`);
  console.log(`seed: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
} catch (err) {
  console.error('seed failed:', err);
  process.exitCode = 1;
} finally {
  await database.close();
}
