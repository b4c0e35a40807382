/**
 * `npm run admin:create`: makes (or promotes) an admin account of the back office. Asks for the
 * e-mail and the password (not echoed) on a terminal, or reads ADMIN_EMAIL and ADMIN_PASSWORD.
 * Uses DATABASE_URL, else the embedded PostgreSQL of DATA_DIR (default ./data) — stop the portal
 * first when it runs on the embedded database. The admin sets up the second factor at the first
 * visit of /admin.
 */
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { createAdmin } from './service';

async function ask(question: string, hidden = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
  const answer = rl.question(question);
  muted = hidden;
  const value = await answer;
  rl.close();
  if (hidden) process.stdout.write('\n');
  return value.trim();
}

const config = loadConfig(process.env);
const email = config.ADMIN_EMAIL || (await ask('Admin e-mail: '));
const password = config.ADMIN_PASSWORD || (await ask('Password (8+ characters): ', true));
let url = config.DATABASE_URL;
let stop: (() => Promise<void>) | undefined;
if (!url) {
  const { startEmbeddedPostgres } = await import('../../db/embedded');
  const pg = await startEmbeddedPostgres({ dataDir: config.dataDir, log: { info: () => {}, warn: console.warn, error: console.error } });
  url = pg.url;
  stop = () => pg.stop();
}
const database = openDatabase(url, { max: 2, onError: (err) => console.error(err) });
try {
  await migrateDatabase(database.db);
  const id = await createAdmin(database.db, email, password);
  console.log(`admin:create: ${email.toLowerCase()} is an admin (user ${id}). Sign in, open /admin and set up the second factor.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
  await stop?.();
}
