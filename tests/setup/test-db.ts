/**
 * A fresh database per test file, cloned from the run's migrated template (tests/setup/
 * global-setup.ts): `CREATE DATABASE t_<run>_<random> TEMPLATE tpl_<run>` takes 10–60 ms.
 *
 *   let t: TestDatabase;
 *   beforeAll(async () => { t = await createTestDatabase(); });
 *   afterAll(() => t?.close());
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type Db } from '../../src/server/db/client';
import { databaseUrl, quoteIdent, withAdmin } from './global-setup';

export interface TestDatabase {
  /** Connection URL of this file's database. */
  url: string;
  name: string;
  db: Db;
  pool: pg.Pool;
  /** { db, pool, close } for buildApp; its close() only ends the pool. */
  database: Database;
  /** Ends the pool and drops the database WITH (FORCE). */
  close(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('dbAdminUrl');
  const template = inject('dbTemplate');
  const prefix = inject('dbPrefix');
  if (!adminUrl || !template) {
    throw new Error('No test database server: this test file must run in a Vitest project whose globalSetup is tests/setup/global-setup.ts (e.g. `api`).');
  }
  const name = `${prefix}${randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`));
  const url = databaseUrl(adminUrl, name);
  // A forced drop ends idle clients: never crash the worker for it.
  const database = openDatabase(url, { onError: () => {} });
  let closing: Promise<void> | undefined;
  return {
    url,
    name,
    db: database.db,
    pool: database.pool,
    database,
    close() {
      closing ??= (async () => {
        await database.close().catch(() => {});
        await withAdmin(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
      })();
      return closing;
    },
  };
}
