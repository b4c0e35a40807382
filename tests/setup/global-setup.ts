/**
 * Vitest globalSetup of the projects that need PostgreSQL (docs/architecture.md, "Tests on embedded
 * PostgreSQL"): one server for the whole run, one migrated template database, and every test
 * file clones its own database from it (tests/setup/test-db.ts).
 *
 * - DATABASE_URL set: that external server (PostgreSQL >= 15; the role needs CREATEDB). It is
 *   the admin connection; the run's databases are created beside the one it names.
 * - Otherwise: an embedded PostgreSQL in a fresh temporary DATA_DIR, removed afterwards.
 *
 * The template is run-unique (`tpl_<run>`), so runs can share a server; test databases are named
 * `t_<run>_<random>`. The template is left with ALLOW_CONNECTIONS false and no session on it:
 * CREATE DATABASE … TEMPLATE needs no other session on the source (not IS_TEMPLATE, which a
 * crashed run could not simply drop).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/server/db/embedded';
import { migrateDatabase } from '../../src/server/db/migrate';
import { installJobQueue } from '../../src/server/platform/jobs';
import { MAIL_QUEUE } from '../../src/server/platform/mail';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin connection to the test server (any database on it; CREATE/DROP DATABASE only). */
    dbAdminUrl: string;
    /** The migrated template database of this run. */
    dbTemplate: string;
    /** Prefix of this run's test databases: `t_<run>_`. */
    dbPrefix: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString('hex');
  const template = `tpl_${run}`;
  const prefix = `t_${run}_`;
  let server: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl: string | undefined;
  const started = Date.now();

  const teardown = async () => {
    try {
      // The embedded cluster is thrown away whole; on a shared server drop what this run made.
      if (adminUrl && !server) {
        await withAdmin(adminUrl, async (client) => {
          const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $2)`, [
            template,
            prefix,
          ]);
          for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
        });
      }
    } finally {
      await server?.stop();
      if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    }
  };

  try {
    if (process.env.DATABASE_URL) {
      adminUrl = process.env.DATABASE_URL;
    } else {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'binaa-pg-test-'));
      // mkdtemp makes the folder 0700; as root postgres runs as `postgres` and must enter it.
      await fs.chmod(dataDir, 0o755);
      server = await startEmbeddedPostgres({
        dataDir,
        // A throw-away cluster: durability off for speed.
        initdbFlags: ['--no-sync'],
        postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
      });
      adminUrl = server.adminUrl;
    }

    const admin = adminUrl;
    await withAdmin(admin, (client) => client.query(`CREATE DATABASE ${quoteIdent(template)} TEMPLATE template0 ENCODING 'UTF8'`));
    const database = openDatabase(databaseUrl(admin, template), { max: 1, onError: () => {} });
    try {
      await migrateDatabase(database.db);
      // pg-boss's schema and the mail queue too: each test app then starts its queue without creating tables.
      await installJobQueue(database, [MAIL_QUEUE]);
    } finally {
      await database.close();
    }
    await withAdmin(admin, async (client) => {
      await client.query(`ALTER DATABASE ${quoteIdent(template)} ALLOW_CONNECTIONS false`);
      await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [template]);
    });

    project.provide('dbAdminUrl', admin);
    project.provide('dbTemplate', template);
    project.provide('dbPrefix', prefix);
    if (process.env.BINAA_TEST_DB_TIMING) {
      console.info(`[db] ${server ? 'embedded' : 'external'} PostgreSQL + migrated ${template} in ${Date.now() - started} ms`);
    }
    return teardown;
  } catch (err) {
    // A failing globalSetup must not leave postgres running, or Vitest never exits.
    await teardown().catch(() => {});
    throw err;
  }
}

// --- helpers shared with test-db.ts -------------------------------------------------------------

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** One short admin session (errors of a session ended by the server are ignored). */
export async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}
