/**
 * `npm run lint:openapi`: the published API document (`/api/docs/json`) under Redocly's
 * `recommended` rules, 0 errors allowed (decision 043). The app is built in-process on a
 * throw-away embedded PostgreSQL (the routes need a database to register), the document is
 * written to a temporary file and `redocly lint` reads it. `--out FILE` keeps a copy.
 *
 * Open data subscribers generate clients from this document: an operation without an
 * operationId, its path parameters or a summary is a method a stranger cannot name or call.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { startEmbeddedPostgres } from '../src/server/db/embedded';
import { migrateDatabase } from '../src/server/db/migrate';
import { installJobQueue } from '../src/server/platform/jobs';
import { MAIL_QUEUE } from '../src/server/platform/mail';

async function openApiDocument(): Promise<unknown> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'binaa-openapi-'));
  // mkdtemp makes the folder 0700; as root postgres runs as `postgres` and must enter it.
  await fs.chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir,
    initdbFlags: ['--no-sync'],
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
  });
  try {
    const database = openDatabase(server.url, { max: 2, onError: () => {} });
    try {
      await migrateDatabase(database.db);
      await installJobQueue(database, [MAIL_QUEUE]);
      const config = loadConfig({}, { LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'test' });
      const app = await buildApp({ config, database, web: false });
      try {
        await app.ready();
        const res = await app.inject({ url: '/api/docs/json' });
        if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
        return res.json();
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const outAt = process.argv.indexOf('--out');
const doc = await openApiDocument();
const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'binaa-openapi-doc-'));
const file = outAt > 0 && process.argv[outAt + 1] ? path.resolve(process.argv[outAt + 1]!) : path.join(dir, 'openapi.json');
await fs.writeFile(file, JSON.stringify(doc, null, 2));
const redocly = path.resolve('node_modules/.bin/redocly');
const lint = spawnSync(redocly, ['lint', file, '--extends', 'recommended', '--max-problems', '400'], { stdio: 'inherit' });
await fs.rm(dir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
