import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import { buildTender } from '../../src/server/db/seed/tenders';
import { tendersCache } from '../../src/server/domains/tenders';
import { tendersListSchema, type TenderDetail, type TendersList } from '../../src/shared/schemas/tenders';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const rows = await t.db
    .insert(s.tenders)
    .values([
      buildTender({ titleAr: 'الأول', titleEn: 'First' }),
      buildTender({ titleAr: 'الثاني', titleEn: 'Second' }),
      buildTender({ titleEn: 'Hidden', isActive: false }),
    ])
    .returning({ id: s.tenders.id });
  [ids.first, ids.second, ids.hidden] = rows.map((r) => r.id);
});
afterAll(() => t?.close());

describe('GET tenders', () => {
  it('lists the active tenders, newest first, in the language of the request', async () => {
    for (const [lang, titles] of [
      ['en', ['Second', 'First']],
      ['ar', ['الثاني', 'الأول']],
    ] as const) {
      const res = await t.api<TendersList>(lang, 'tenders');
      expect(res.status).toBe(200);
      expect(tendersListSchema.safeParse(res.body.data).success).toBe(true);
      expect(res.body.data.data.map((r) => r.title)).toEqual(titles);
      expect(res.body.data).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    }
  });

  it('refuses a page that is not a number with a 422 in the language of the request', async () => {
    const res = await t.api('en', 'tenders?page=abc');
    expect(res.status).toBe(422);
    expect(res.body.check).toBe(false);
  });
});

describe('GET tenders/{id}', () => {
  it('answers one active tender', async () => {
    const res = await t.api<TenderDetail>('en', `tenders/${ids.first}`);
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({ id: ids.first, title: 'First' });
  });

  it('answers 404 for a switched-off or unknown one, with the message in both languages', async () => {
    for (const id of [ids.hidden, 999_999]) {
      const en = await t.api('en', `tenders/${id}`);
      expect(en.status).toBe(404);
      expect(en.body).toMatchObject({ check: false, msg: expect.stringContaining('does not exist') });
      const ar = await t.api('ar', `tenders/${id}`);
      expect(ar.body.msg).toBe('هذا العنصر غير موجود');
    }
  });

  it('shows a change once the domain empties its cache', async () => {
    await t.api('en', `tenders/${ids.second}`);
    await t.db.update(s.tenders).set({ titleEn: 'Second, changed' }).where(eq(s.tenders.id, ids.second!));
    const stale = await t.api<TenderDetail>('en', `tenders/${ids.second}`);
    expect(stale.body.data.item.title).toBe('Second');
    await tendersCache.invalidate(t.app.cache);
    const fresh = await t.api<TenderDetail>('en', `tenders/${ids.second}`);
    expect(fresh.body.data.item.title).toBe('Second, changed');
  });
});
