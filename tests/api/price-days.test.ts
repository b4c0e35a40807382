/**
 * The daily national rollup (issue 20, migration 0014): triggers on prices keep price_days true for
 * every writer, in the writer's transaction.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import * as f from '../factories/index';
import { createTestDatabase, type TestDatabase } from '../setup/test-db';

let t: TestDatabase;
let item: number;
let govs: number[];
beforeAll(async () => {
  t = await createTestDatabase();
  const country = await f.createCountry(t.db);
  govs = [(await f.createGovernorate(t.db, { countryId: country.id })).id, (await f.createGovernorate(t.db, { countryId: country.id })).id];
  const producer = await f.createProducer(t.db, { countryId: country.id });
  item = (await f.createItem(t.db, { producerId: producer.id, governorateIds: govs })).id;
});
afterAll(async () => t?.close());

type Day = { gov_count: number; min_price: string; max_price: string; mid_price: string; updated_at: Date };
async function day(itemId: number, date: string): Promise<Day | undefined> {
  const { rows } = await t.db.execute<Day>(
    sql`select gov_count, min_price, max_price, mid_price, updated_at from price_days where item_id = ${itemId} and price_date = ${date}`,
  );
  return rows[0];
}

describe('price_days', () => {
  it('follows inserts, updates and deletes of prices, and keeps updated_at when nothing changed', async () => {
    const [a, b] = govs.map((governorate_id) => ({ governorate_id }));
    const date = '2001-01-01';
    await t.db.execute(sql`insert into prices (item_id, governorate_id, price_date, min_price, max_price, mid_price) values
      (${item}, ${a!.governorate_id}, ${date}, 100, 110, 105), (${item}, ${b!.governorate_id}, ${date}, 90, 120, 100)`);
    const first = await day(item, date);
    expect(first).toMatchObject({ gov_count: 2, min_price: '90.00', max_price: '120.00', mid_price: '102.50' });

    await t.db.execute(sql`update prices set mid_price = mid_price where item_id = ${item} and price_date = ${date}`);
    expect((await day(item, date))!.updated_at).toEqual(first!.updated_at);

    await t.db.execute(
      sql`update prices set max_price = 130, mid_price = 110 where item_id = ${item} and governorate_id = ${b!.governorate_id} and price_date = ${date}`,
    );
    expect(await day(item, date)).toMatchObject({ gov_count: 2, max_price: '130.00', mid_price: '107.50' });

    await t.db.execute(sql`delete from prices where item_id = ${item} and governorate_id = ${a!.governorate_id} and price_date = ${date}`);
    expect(await day(item, date)).toMatchObject({ gov_count: 1, min_price: '90.00', mid_price: '110.00' });

    await t.db.execute(sql`delete from prices where item_id = ${item} and price_date = ${date}`);
    expect(await day(item, date)).toBeUndefined();
  });

  it('matches an aggregate of prices after a seed-style bulk insert', async () => {
    for (const g of govs) await f.createPriceSeries(t.db, { itemId: item, governorateId: g, from: '2020-01-01', days: 400 });
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select item_id, price_date, count(*)::int as c, min(min_price) as mn, max(max_price) as mx, round(avg(mid_price), 2) as md from prices group by 1, 2
      ) p full join price_days d using (item_id, price_date)
      where d.item_id is null or p.c is null or (p.c, p.mn, p.mx, p.md) is distinct from (d.gov_count, d.min_price, d.max_price, d.mid_price)`);
    expect(rows[0]!.n).toBe(0);
    const { rows: count } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from price_days`);
    expect(count[0]!.n).toBe(400);
  });
});

describe('price_days under concurrent writers', () => {
  it('counts both governorates when two transactions price the same item and day at once', async () => {
    const date = '2002-02-02';
    const [ga, gb] = govs;
    const insert = 'insert into prices (item_id, governorate_id, price_date, min_price, max_price, mid_price) values ($1, $2, $3, $4, $5, $6)';
    const c1 = await t.pool.connect();
    const c2 = await t.pool.connect();
    try {
      const { rows } = await c2.query<{ pid: number }>('select pg_backend_pid() as pid');
      await c1.query('begin');
      await c2.query('begin');
      await c1.query(insert, [item, ga, date, 100, 110, 105]);
      const second = c2.query(insert, [item, gb, date, 90, 120, 100]);
      // Until the second writer waits on the first (its price_days row, or its lock).
      for (;;) {
        const { rows: w } = await t.pool.query<{ waiting: boolean }>("select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = $1", [
          rows[0]!.pid,
        ]);
        if (w[0]?.waiting) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c1.query('commit');
      await second;
      await c2.query('commit');
    } finally {
      c1.release();
      c2.release();
    }
    expect(await day(item, date)).toMatchObject({ gov_count: 2, min_price: '90.00', max_price: '120.00', mid_price: '102.50' });
  });
});

describe('price_days under a bulk load', () => {
  it('takes years of days of many items in one transaction (as the seed does)', async () => {
    const country = await f.createCountry(t.db);
    const gov = (await f.createGovernorate(t.db, { countryId: country.id })).id;
    const producer = await f.createProducer(t.db, { countryId: country.id });
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push((await f.createItem(t.db, { producerId: producer.id, governorateIds: [gov] })).id);
    // 40 items × 730 days: far more (item, day) pairs than PostgreSQL's default lock table holds.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into prices (item_id, governorate_id, price_date, min_price, max_price, mid_price)
        select i, ${gov}, d::date, 100, 110, 105
        from unnest(${`{${ids.join(',')}}`}::int[]) i cross join generate_series('2010-01-01'::date, '2011-12-31'::date, interval '1 day') d`);
    });
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from price_days where item_id = any(${`{${ids.join(',')}}`}::int[])`);
    expect(rows[0]!.n).toBe(40 * 730);
  });
});

describe('price_days when an item goes', () => {
  it('lets an item with prices be deleted (its days and their traces go with it)', async () => {
    const country = await f.createCountry(t.db);
    const gov = (await f.createGovernorate(t.db, { countryId: country.id })).id;
    const producer = await f.createProducer(t.db, { countryId: country.id });
    const gone = (await f.createItem(t.db, { producerId: producer.id, governorateIds: [gov] })).id;
    await f.createPriceSeries(t.db, { itemId: gone, governorateId: gov, from: '2003-03-01', days: 5 });
    await t.db.execute(sql`delete from items where id = ${gone}`);
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select (select count(*) from price_days where item_id = ${gone}) + (select count(*) from price_days_removed where item_id = ${gone}) as n`);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
