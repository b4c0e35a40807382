/**
 * The test database harness: each test file gets its own database cloned from the migrated
 * template. The two describe blocks below stand for two test files (each creates its own
 * database exactly as a file does in beforeAll); a row written in one is absent from the other.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../setup/test-db';

let a: TestDatabase;
let b: TestDatabase;
beforeAll(async () => {
  [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

describe('test database harness', () => {
  it('clones the migrated template: both databases have the schema', async () => {
    for (const t of [a, b]) {
      const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(rows[0]!.n).toBeGreaterThan(0);
    }
    expect(a.name).not.toBe(b.name);
    expect(a.name.startsWith(inject('dbPrefix'))).toBe(true);
  });

  it('keeps the databases independent', async () => {
    await a.db.execute(sql`create table harness_probe (v text)`);
    await a.db.execute(sql`insert into harness_probe values ('only in a')`);
    const inA = await a.db.execute<{ v: string }>(sql`select v from harness_probe`);
    expect(inA.rows).toEqual([{ v: 'only in a' }]);
    const inB = await b.db.execute<{ t: string | null }>(sql`select to_regclass('harness_probe')::text as t`);
    expect(inB.rows[0]!.t).toBeNull();
  });

  it('drops the database on close, even with sessions still open', async () => {
    const c = await createTestDatabase();
    await c.db.execute(sql`select 1`); // leaves an idle session in the pool
    await c.close();
    const admin = await createTestDatabase(); // any database to look from
    const { rows } = await admin.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_database where datname = ${c.name}`);
    await admin.close();
    expect(rows[0]!.n).toBe(0);
  });

  it('uses UTF-8 and code point order for Arabic', async () => {
    const { rows } = await a.db.execute<{ enc: string; ordered: string[] }>(
      sql`select pg_encoding_to_char(encoding) as enc,
                 (select array_agg(w order by w) from unnest(array['ياسر','أحمد','بناء','سعر']) w) as ordered
          from pg_database where datname = current_database()`,
    );
    expect(rows[0]!.enc).toBe('UTF8');
    expect(rows[0]!.ordered).toEqual(['أحمد', 'بناء', 'سعر', 'ياسر']);
  });
});
