/**
 * The tenders board (issue 31 item 7): GET tenders (filters, pagination, an open tender past its
 * deadline reads closed, 422 in both languages), GET tenders/{id} (404 in both languages), the
 * cache, the sitemap and the feed; the tender alerts' API and the `tenders.notify` job (one mail
 * per matching reader in their language, none for the others, never twice).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import { buildTender } from '../../src/server/db/seed/tenders';
import { tendersCache } from '../../src/server/domains/tenders';
import { tenderDeps } from '../../src/server/domains/tenders/routes';
import { notifyTender } from '../../src/server/domains/tenders/service';
import { addDays, todayIso } from '../../src/shared/dates';
import { tendersListSchema, type TenderAlert, type TenderDetail, type TendersList } from '../../src/shared/schemas/tenders';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInReader } from '../helpers/session';

let t: TestApp;
const today = todayIso();
const ids: Record<string, number> = {};
let cairo: number;
let giza: number;
let cement: number;
let steel: number;

async function tender(key: string, o: Partial<typeof s.tenders.$inferInsert>, materials: number[]) {
  const [row] = await t.db.insert(s.tenders).values(buildTender(o)).returning({ id: s.tenders.id });
  await t.db.insert(s.tenderMaterials).values(materials.map((productId) => ({ tenderId: row!.id, productId })));
  ids[key] = row!.id;
}
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://binaa.test' } });
  const country = await f.createCountry(t.db, { slug: 'egypt-tenders', nameAr: 'مصر', nameEn: 'Egypt' });
  cairo = (await f.createGovernorate(t.db, { countryId: country.id, nameAr: 'القاهرة', nameEn: 'Cairo' })).id;
  giza = (await f.createGovernorate(t.db, { countryId: country.id, nameAr: 'الجيزة', nameEn: 'Giza' })).id;
  cement = (await f.createProduct(t.db, { slug: 'cement-t', nameAr: 'أسمنت', nameEn: 'Cement', sort: 1 })).id;
  steel = (await f.createProduct(t.db, { slug: 'steel-t', nameAr: 'حديد', nameEn: 'Steel', sort: 2 })).id;
  // Newest first: bridge, housing, school, late (past its deadline), awarded; hidden and future never show.
  await tender(
    'awarded',
    { titleAr: 'ميناء', titleEn: 'Port', governorateId: giza, status: 'awarded', deadline: addDays(today, -5), publishedAt: hoursAgo(50) },
    [cement],
  );
  await tender('late', { titleAr: 'متأخرة', titleEn: 'Late one', governorateId: cairo, deadline: addDays(today, -1), publishedAt: hoursAgo(40) }, [steel]);
  await tender('school', { titleAr: 'مدرسة', titleEn: 'School', kind: 'private', governorateId: cairo, publishedAt: hoursAgo(30) }, [cement, steel]);
  await tender(
    'housing',
    {
      titleAr: 'إسكان أسيوط',
      titleEn: 'Asyut housing',
      buyerEn: 'New Urban Communities Authority',
      governorateId: cairo,
      deadline: today,
      publishedAt: hoursAgo(20),
    },
    [cement],
  );
  await tender('bridge', { titleAr: 'كوبري الجيزة', titleEn: 'Giza bridge', governorateId: giza, publishedAt: hoursAgo(10) }, [steel]);
  await tender('hidden', { titleEn: 'Hidden', governorateId: giza, isActive: false, publishedAt: hoursAgo(5) }, [steel]);
  await tender('future', { titleEn: 'Future', governorateId: giza, publishedAt: new Date(Date.now() + 86_400_000) }, [steel]);
});
afterAll(() => t?.close());

const list = async (query = '', lang: 'en' | 'ar' = 'en') => {
  const res = await t.api<TendersList>(lang, `tenders${query}`);
  expect(res.status).toBe(200);
  expect(tendersListSchema.safeParse(res.body.data).success).toBe(true);
  return res.body.data;
};
const titles = (l: TendersList) => l.tenders.data.map((r) => r.title);

describe('GET tenders', () => {
  it('lists the published tenders, newest first, in the language of the request, with the filter lists', async () => {
    const en = await list();
    expect(titles(en)).toEqual(['Giza bridge', 'Asyut housing', 'School', 'Late one', 'Port']);
    expect(en.tenders).toMatchObject({ current_page: 1, last_page: 1, total: 5, per_page: 10 });
    const bridge = en.tenders.data[0]!;
    expect(bridge).toMatchObject({
      governorate: { id: giza, name: 'Giza' },
      country: { name: 'Egypt' },
      materials: [{ id: steel, name: 'Steel' }],
      status: 'open',
    });
    expect(en.governorates.map((g) => g.name)).toEqual(['Cairo', 'Giza']);
    expect(en.products.map((p) => p.name)).toEqual(expect.arrayContaining(['Cement', 'Steel']));
    const ar = await list('', 'ar');
    expect(titles(ar)[0]).toBe('كوبري الجيزة');
    expect(ar.tenders.data[0]!.governorate.name).toBe('الجيزة');
  });

  it('reads an open tender past its deadline as closed (the deadline day itself is still open), without a write', async () => {
    const all = (await list()).tenders.data;
    expect(all.find((r) => r.id === ids.late)!.status).toBe('closed');
    expect(all.find((r) => r.id === ids.housing)!.status).toBe('open');
    expect(all.find((r) => r.id === ids.awarded)!.status).toBe('awarded');
    const [stored] = await t.db.select({ status: s.tenders.status }).from(s.tenders).where(eq(s.tenders.id, ids.late!));
    expect(stored!.status).toBe('open');
    expect(titles(await list('?status=closed'))).toEqual(['Late one']);
    expect(titles(await list('?status=open'))).toEqual(['Giza bridge', 'Asyut housing', 'School']);
  });

  it('filters by governorate, product, kind and a word (Arabic or English), together', async () => {
    expect(titles(await list(`?governorate=${giza}`))).toEqual(['Giza bridge', 'Port']);
    expect(titles(await list(`?product=${cement}`))).toEqual(['Asyut housing', 'School', 'Port']);
    expect(titles(await list(`?product=${steel}&governorate=${cairo}`))).toEqual(['School', 'Late one']);
    expect(titles(await list('?kind=private'))).toEqual(['School']);
    expect(titles(await list('?word=urban'))).toEqual(['Asyut housing']);
    expect(titles(await list(`?word=${encodeURIComponent('اسيوط')}`, 'ar'))).toEqual(['إسكان أسيوط']);
  });

  it('pages ten at a time', async () => {
    const extra = await t.db
      .insert(s.tenders)
      .values(Array.from({ length: 8 }, (_, i) => buildTender({ titleEn: `Extra ${i}`, governorateId: cairo, publishedAt: hoursAgo(100 + i) })))
      .returning({ id: s.tenders.id });
    await tendersCache.invalidate(t.app.cache);
    const first = await list();
    expect(first.tenders).toMatchObject({ total: 13, last_page: 2, current_page: 1 });
    expect(first.tenders.data).toHaveLength(10);
    const second = await list('?page=2');
    expect(titles(second)).toEqual(['Extra 5', 'Extra 6', 'Extra 7']);
    await t.db.delete(s.tenders).where(
      inArray(
        s.tenders.id,
        extra.map((e) => e.id),
      ),
    );
    await tendersCache.invalidate(t.app.cache);
  });

  it('refuses a bad filter with a 422 in the language of the request', async () => {
    for (const query of ['page=abc', 'status=pending', 'kind=secret', 'governorate=-1']) {
      const en = await t.api('en', `tenders?${query}`);
      expect(en.status).toBe(422);
      expect(en.body.check).toBe(false);
      const ar = await t.api('ar', `tenders?${query}`);
      expect(ar.status).toBe(422);
      expect(ar.body.msg).not.toBe(en.body.msg);
    }
  });
});

describe('GET tenders/{id}', () => {
  it('answers one published tender, closed ones too', async () => {
    const res = await t.api<TenderDetail>('en', `tenders/${ids.school}`);
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({
      id: ids.school,
      title: 'School',
      kind: 'private',
      materials: [
        { id: cement, name: 'Cement' },
        { id: steel, name: 'Steel' },
      ],
      quantity: '1000.00',
      unit: 'tonnes',
    });
    expect((await t.api<TenderDetail>('en', `tenders/${ids.late}`)).body.data.item.status).toBe('closed');
  });

  it('answers 404 for a hidden, not yet published or unknown one, with the message in both languages', async () => {
    for (const id of [ids.hidden, ids.future, 999_999]) {
      const en = await t.api('en', `tenders/${id}`);
      expect(en.status).toBe(404);
      expect(en.body).toMatchObject({ check: false, msg: 'This tender does not exist' });
      const ar = await t.api('ar', `tenders/${id}`);
      expect(ar.body.msg).toBe('هذه المناقصة غير موجودة');
    }
    expect((await t.api('en', 'tenders/abc')).status).toBe(404);
  });

  it('shows a change once the domain empties its cache', async () => {
    await t.api('en', `tenders/${ids.bridge}`);
    await t.db.update(s.tenders).set({ titleEn: 'Giza bridge, changed' }).where(eq(s.tenders.id, ids.bridge!));
    const stale = await t.api<TenderDetail>('en', `tenders/${ids.bridge}`);
    expect(stale.body.data.item.title).toBe('Giza bridge');
    await tendersCache.invalidate(t.app.cache);
    const fresh = await t.api<TenderDetail>('en', `tenders/${ids.bridge}`);
    expect(fresh.body.data.item.title).toBe('Giza bridge, changed');
    await t.db.update(s.tenders).set({ titleEn: 'Giza bridge' }).where(eq(s.tenders.id, ids.bridge!));
    await tendersCache.invalidate(t.app.cache);
  });
});

describe('the sitemap and the feed', () => {
  it('list the list page, every published tender in both languages, and a feed per language', async () => {
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain('https://binaa.test/tenders?lang=en');
    expect(sitemap).toContain(`https://binaa.test/tenders/${ids.bridge}?lang=ar`);
    expect(sitemap).not.toContain(`/tenders/${ids.hidden}?`);
    expect(sitemap).not.toContain(`/tenders/${ids.future}?`);
    const rss = await t.app.inject({ url: '/rss/ar/tenders.xml' });
    expect(rss.statusCode).toBe(200);
    expect(rss.headers['content-type']).toContain('application/rss+xml');
    expect(rss.body).toContain('<title>كوبري الجيزة</title>');
    expect(rss.body).toContain(`https://binaa.test/tenders/${ids.bridge}/`);
    expect(rss.body).not.toContain('Hidden');
    expect((await t.app.inject({ url: '/rss/en/tenders.xml' })).body).toContain('<title>Giza bridge</title>');
  });
});

describe('tender alerts', () => {
  it('asks a visitor to sign in; a reader keeps, lists and removes their own alerts', async () => {
    expect((await t.api('en', 'tender_alerts')).status).toBe(401);
    expect((await t.api('en', 'tender_alert', { body: { governorate_id: cairo } })).status).toBe(401);
    const r = await signedInReader(t, { userActive: true });
    const created = await t.api<TenderAlert>('en', 'tender_alert', { body: { governorate_id: cairo, product_id: cement }, headers: r.headers });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ governorate: { id: cairo, name: 'Cairo' }, product: { id: cement, name: 'Cement' }, channel: 'email' });
    const twice = await t.api('en', 'tender_alert', { body: { governorate_id: cairo, product_id: cement }, headers: r.headers });
    expect(twice.status).toBe(409);
    const mine = await t.api<TenderAlert[]>('ar', 'tender_alerts', { headers: r.headers });
    expect(mine.body.data.map((a) => a.governorate?.name)).toEqual(['القاهرة']);
    const other = await signedInReader(t, { userActive: true });
    expect((await t.api('en', 'delete_tender_alert', { body: { id: created.body.data.id }, headers: other.headers })).status).toBe(404);
    expect((await t.api('en', 'delete_tender_alert', { body: { id: created.body.data.id }, headers: r.headers })).status).toBe(200);
  });

  it('refuses an alert without a governorate or a material, or naming unknown ones, in both languages', async () => {
    const r = await signedInReader(t, { userActive: true });
    const empty = await t.api('en', 'tender_alert', { body: {}, headers: r.headers });
    expect(empty.status).toBe(422);
    expect(empty.body.data).toEqual({ governorate_id: ['Choose a governorate or a material, or both'] });
    const ar = await t.api('ar', 'tender_alert', { body: {}, headers: r.headers });
    expect(ar.body.data).toEqual({ governorate_id: ['اختر محافظة أو مادة على الأقل'] });
    expect((await t.api('en', 'tender_alert', { body: { product_id: 999_999 }, headers: r.headers })).status).toBe(422);
    expect((await t.api('en', 'tender_alert', { body: { governorate_id: cairo, channel: 'sms' }, headers: r.headers })).status).toBe(422);
  });

  it('mails each matching reader once, in their language, and nobody else', async () => {
    const byGov = await signedInReader(t, { userActive: true, language: 'ar' });
    const byProduct = await signedInReader(t, { userActive: true, language: 'en' });
    const both = await signedInReader(t, { userActive: true, language: 'en' });
    const otherGov = await signedInReader(t, { userActive: true });
    const otherProduct = await signedInReader(t, { userActive: true });
    const inactive = await signedInReader(t, { userActive: true });
    for (const [r, body] of [
      [byGov, { governorate_id: giza }],
      [byProduct, { product_id: steel }],
      [both, { governorate_id: giza, product_id: steel }],
      [both, { governorate_id: giza }],
      [otherGov, { governorate_id: cairo, product_id: steel }],
      [otherProduct, { product_id: cement }],
      [inactive, { governorate_id: giza }],
    ] as const)
      expect((await t.api('en', 'tender_alert', { body, headers: r.headers })).status).toBe(200);
    await t.db.update(s.users).set({ userActive: false }).where(eq(s.users.id, inactive.user.id));

    const deps = tenderDeps(t.app);
    expect(await notifyTender(deps, ids.bridge!)).toBe(3);
    const mails = await t.db
      .select()
      .from(s.outbox)
      .where(
        inArray(
          s.outbox.toAddress,
          [byGov, byProduct, both, otherGov, otherProduct, inactive].map((r) => r.user.email),
        ),
      );
    expect(mails.map((m) => m.toAddress).sort()).toEqual([byGov.user.email, byProduct.user.email, both.user.email].sort());
    const ar = mails.find((m) => m.toAddress === byGov.user.email)!;
    expect(ar.subject).toBe('مناقصة جديدة: كوبري الجيزة');
    expect(ar.textBody).toContain(`https://binaa.test/tenders/${ids.bridge}/`);
    expect(mails.find((m) => m.toAddress === byProduct.user.email)!.subject).toBe('New tender: Giza bridge');

    // A retry, or the job queued again, sends nothing twice; a hidden tender sends nothing.
    expect(await notifyTender(deps, ids.bridge!)).toBe(0);
    expect(await notifyTender(deps, ids.hidden!)).toBe(0);
    const after = await t.db
      .select()
      .from(s.outbox)
      .where(
        inArray(
          s.outbox.toAddress,
          [byGov, byProduct, both].map((r) => r.user.email),
        ),
      );
    expect(after).toHaveLength(3);
  });
});
