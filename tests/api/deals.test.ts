import { hash } from '@node-rs/argon2';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import * as s from '../../src/server/db/schema/index';
import { MAIL_QUEUE, mailJobId } from '../../src/server/platform/mail';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { invalidateDeals } from '../../src/server/domains/deals/service';
import { dealDetailSchema, dealListSchema, myDealsSchema } from '../../src/shared/schemas/deals';

/** Society → Deals (issue 17): GET deal, GET deal/{id}, POST deal, POST apply_deal, POST close_deal, GET my_deals. */
let t: TestApp;
const web = { 'x-access-key': WEB_ACCESS_KEY };
const PASSWORD = 'correct horse 1';
let passwordHash: string;
let cat: Awaited<ReturnType<typeof catalogue>>;

async function catalogue(db: TestApp['db']) {
  const egypt = await f.createCountry(db, { slug: 'egypt', nameAr: 'مصر', nameEn: 'Egypt' });
  const saudi = await f.createCountry(db, { slug: 'saudi', nameAr: 'السعودية', nameEn: 'Saudi Arabia' });
  const cairo = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'القاهرة', nameEn: 'Cairo', sort: 1 });
  const giza = await f.createGovernorate(db, { countryId: egypt.id, nameAr: 'الجيزة', nameEn: 'Giza', sort: 2 });
  const riyadh = await f.createGovernorate(db, { countryId: saudi.id, nameAr: 'الرياض', nameEn: 'Riyadh', sort: 1 });
  const cement = await f.createProduct(db, { slug: 'cement', nameAr: 'أسمنت', nameEn: 'Cement', sort: 1 });
  const steel = await f.createProduct(db, { slug: 'steel', nameAr: 'حديد', nameEn: 'Steel', sort: 2 });
  const grey = await f.createProductType(db, { productId: cement.id, nameAr: 'رمادي', nameEn: 'Grey' });
  const white = await f.createProductType(db, { productId: cement.id, nameAr: 'أبيض', nameEn: 'White' });
  const rebar = await f.createProductType(db, { productId: steel.id, nameAr: 'تسليح', nameEn: 'Rebar' });
  const ton = await f.createUnit(db, { code: 'ton', nameAr: 'طن', nameEn: 'Ton' });
  const delta = await f.createProducer(db, { countryId: egypt.id, nameAr: 'الدلتا', nameEn: 'Nile Delta' });
  const coral = await f.createProducer(db, { countryId: egypt.id, nameAr: 'كورال', nameEn: 'Coral' });
  const deltaOpc = await f.createItem(db, {
    productTypeId: grey.id,
    producerId: delta.id,
    unitId: ton.id,
    nameAr: 'دلتا عادي',
    nameEn: 'Delta OPC',
    governorateIds: [cairo.id],
  });
  const deltaWhite = await f.createItem(db, {
    productTypeId: white.id,
    producerId: delta.id,
    unitId: ton.id,
    nameAr: 'دلتا أبيض',
    nameEn: 'Delta White',
    governorateIds: [],
  });
  const coralOpc = await f.createItem(db, {
    productTypeId: grey.id,
    producerId: coral.id,
    unitId: ton.id,
    nameAr: 'كورال عادي',
    nameEn: 'Coral OPC',
    governorateIds: [giza.id],
  });
  return { egypt, cairo, giza, riyadh, cement, steel, grey, white, rebar, ton, delta, coral, deltaOpc, deltaWhite, coralOpc };
}

beforeAll(async () => {
  t = await buildTestApp();
  passwordHash = await hash(PASSWORD);
  cat = await catalogue(t.db);
  await f.ensureSubscriptionType(t.db, 2);
});
afterAll(() => t?.close());

let seq = 0;
/** A new signed-in reader: the row and the headers of its calls (cookie, origin). */
async function reader(o: { language?: 'ar' | 'en'; fullNameEn?: string; fullNameAr?: string; mobile?: string } = {}) {
  const n = ++seq;
  const user = await f.createUser(t.db, {
    username: `trader_${n}`,
    email: `trader${n}@example.com`,
    fullName: `Trader Number${n}`,
    fullNameEn: o.fullNameEn ?? `Trader Number${n}`,
    fullNameAr: o.fullNameAr ?? `تاجر رقم ${n}`,
    mobile: o.mobile ?? `010000000${String(n).padStart(2, '0')}`,
    language: o.language ?? 'en',
    passwordHash,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/en/front/login',
    headers: { ...web, 'x-forwarded-for': `10.8.0.${n}` },
    payload: { username: user.username, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  const cookie = `binaa_session=${res.cookies.find((c) => c.name === 'binaa_session')!.value}`;
  // Each reader from its own address: the per-address rate limits stay out of the way.
  return { user, headers: { cookie, origin: t.app.config.publicUrl, 'x-forwarded-for': `10.8.1.${n}` } };
}

const form = () => ({
  product_id: cat.cement.id,
  product_type_id: cat.grey.id,
  producer_id: cat.delta.id,
  item_id: cat.deltaOpc.id,
  governorate_id: cat.cairo.id,
  unit_id: cat.ton.id,
  quantity: '250.5',
});
const post = (lang: string, path: string, headers: Record<string, string>, body: unknown) => t.api(lang, path, { headers, body });
const dealsOf = async (userId: number) => (await t.db.select({ n: count() }).from(s.deals).where(eq(s.deals.userId, userId)))[0]!.n;
const list = async (lang: string, query = '') => {
  const res = await t.api<unknown>(lang, `deal${query}`);
  expect(res.status).toBe(200);
  return dealListSchema.parse(res.body.data);
};

describe('POST deal', () => {
  it('adds a deal for a signed-in reader, answers in their language, and the list shows it at once (cache dropped)', async () => {
    const before = await list('en');
    const { user, headers } = await reader({ fullNameEn: 'Mona Hassan', fullNameAr: 'منى حسن' });
    const en = await post('en', 'deal', headers, form());
    expect(en.status).toBe(200);
    expect(en.body).toMatchObject({ check: true, msg: 'deal added successfully' });
    const ar = await post('ar', 'deal', headers, { ...form(), quantity: 12 });
    expect(ar.body.msg).toBe('تمت إضافة الصفقة بنجاح');
    const after = await list('en');
    expect(after.deals.total).toBe(before.deals.total + 2);
    const newest = after.deals.data[0]!;
    expect(newest).toMatchObject({
      product_name: 'Cement',
      product_type_name: 'Grey',
      item_name: 'Delta OPC',
      governorate_name: 'Cairo',
      producer_name: 'Nile Delta',
      unit_name: 'Ton',
      quantity: '12.00',
      added_by: 'Mona Hassan',
      user_id: user.id,
      closed: false,
    });
    expect(after.deals.data[1]!.quantity).toBe('250.50');
    expect(JSON.stringify(after)).not.toContain(user.email);
    expect((await list('ar')).deals.data[0]).toMatchObject({ product_name: 'أسمنت', added_by: 'منى حسن', governorate_name: 'القاهرة' });
  });

  it('refuses a visitor with 401 and stores nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(s.deals))[0]!.n;
    const res = await t.api('en', 'deal', { body: form() });
    expect(res.status).toBe(401);
    expect(res.body.check).toBe(false);
    expect((await t.db.select({ n: count() }).from(s.deals))[0]!.n).toBe(before);
  });

  it('requires every field ("Field is required") in both languages', async () => {
    const { user, headers } = await reader();
    const en = await post('en', 'deal', headers, {});
    expect(en.status).toBe(422);
    const required = ['Field is required'];
    expect(en.body.data).toEqual({
      item_id: required,
      product_id: required,
      product_type_id: required,
      producer_id: required,
      governorate_id: required,
      unit_id: required,
      quantity: required,
    });
    for (const field of Object.keys(form())) {
      const res = await post('ar', 'deal', headers, { ...form(), [field]: '' });
      expect(res.status, field).toBe(422);
      expect(res.body.data, field).toEqual({ [field]: ['هذا الحقل مطلوب'] });
    }
    expect(await dealsOf(user.id)).toBe(0);
  });

  it('checks the quantity: positive, at most 1,000,000, two decimals', async () => {
    const { headers } = await reader();
    for (const quantity of ['0', '-5', 'abc', '1000001', '1.234']) {
      const res = await post('en', 'deal', headers, { ...form(), quantity });
      expect(res.status, quantity).toBe(422);
      expect(res.body.data, quantity).toEqual({ quantity: ['Enter a quantity above 0 (at most 1,000,000, two decimals)'] });
    }
  });

  it('checks the item against the product, type and producer, and where it is sold', async () => {
    const { user, headers } = await reader();
    const mismatch = await post('en', 'deal', headers, { ...form(), producer_id: cat.coral.id, product_type_id: cat.white.id });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.data).toEqual({
      producer_id: ['The item does not belong to this product, type and producer'],
      product_type_id: ['The item does not belong to this product, type and producer'],
    });
    const otherProduct = await post('ar', 'deal', headers, { ...form(), product_id: cat.steel.id });
    expect(otherProduct.body.data).toEqual({ product_id: ['الصنف لا يتبع هذا المنتج والنوع والمنتِج'] });
    const notSold = await post('en', 'deal', headers, { ...form(), governorate_id: cat.giza.id });
    expect(notSold.body.data).toEqual({ governorate_id: ['This item is not sold in this governorate'] });
    // An item listing no governorates is sold anywhere in its country, not abroad.
    const white = { ...form(), item_id: cat.deltaWhite.id, product_type_id: cat.white.id };
    expect((await post('en', 'deal', headers, { ...white, governorate_id: cat.riyadh.id })).body.data).toEqual({
      governorate_id: ['This item is not sold in this governorate'],
    });
    const unknown = await post('en', 'deal', headers, { ...form(), item_id: 999_999, unit_id: 999_999 });
    expect(unknown.body.data).toEqual({ item_id: ['This item does not exist'], unit_id: ['Choose a unit from the list'] });
    expect(await dealsOf(user.id)).toBe(0);
    expect((await post('en', 'deal', headers, { ...white, governorate_id: cat.giza.id })).status).toBe(200);
  });

  it('a filled honeypot answers success and stores nothing', async () => {
    const { user, headers } = await reader();
    const res = await post('en', 'deal', headers, { ...form(), website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('deal added successfully');
    expect(await dealsOf(user.id)).toBe(0);
  });

  it('an idempotent replay answers the first answer and creates one deal', async () => {
    const { user, headers } = await reader();
    const keyed = { ...headers, 'idempotency-key': `deal-${user.id}-0000000001` };
    const first = await post('en', 'deal', keyed, form());
    const again = await post('en', 'deal', keyed, form());
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await dealsOf(user.id)).toBe(1);
  });

  it('3 deals a month are free; the 4th needs deals.add (402), which a package grants', async () => {
    const { user, headers } = await reader();
    for (let i = 0; i < 3; i++) expect((await post('en', 'deal', headers, form())).status).toBe(200);
    const fourth = await post('en', 'deal', headers, form());
    expect(fourth.status).toBe(402);
    expect(fourth.body.msg).toBe('You must subscribe first');
    expect((await post('ar', 'deal', headers, form())).body.msg).toBe('يجب الاشتراك أولًا');
    expect(await dealsOf(user.id)).toBe(3);
    // Last month's deals do not count.
    await t.db
      .update(s.deals)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(s.deals.userId, user.id));
    expect((await post('en', 'deal', headers, form())).status).toBe(200);
    // With a package granting deals.add, more.
    const { user: paid, headers: paidHeaders } = await reader();
    const pkg = await f.createPackage(t.db, { typeId: 2, tier: 'gold', entitlements: ['deals.add'] });
    await f.createSubscription(t.db, { userId: paid.id, packageId: pkg.id });
    for (let i = 0; i < 4; i++) expect((await post('en', 'deal', paidHeaders, form())).status).toBe(200);
    expect(await dealsOf(paid.id)).toBe(4);
  });

  it('at most 10 deals a day per account, whatever the package (429)', async () => {
    const { user, headers } = await reader();
    const pkg = await f.createPackage(t.db, { typeId: 2, tier: 'diamond', entitlements: ['deals.add'] });
    await f.createSubscription(t.db, { userId: user.id, packageId: pkg.id });
    for (let i = 0; i < 10; i++) await f.createDeal(t.db, { userId: user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id });
    const res = await post('en', 'deal', headers, form());
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe('You can add at most 10 deals a day; please try again tomorrow');
    expect((await post('ar', 'deal', headers, form())).body.msg).toBe('يمكنك إضافة 10 صفقات على الأكثر في اليوم؛ حاول مرة أخرى غدًا');
    expect(await dealsOf(user.id)).toBe(10);
  });
});

describe('GET deal', () => {
  let poster: Awaited<ReturnType<typeof reader>>;
  beforeAll(async () => {
    poster = await reader();
    // 23 more deals in Giza by Coral (the newest), so the filters have something to tell apart.
    for (let i = 0; i < 23; i++)
      await f.createDeal(t.db, { userId: poster.user.id, itemId: cat.coralOpc.id, governorateId: cat.giza.id, quantity: `${i + 1}.00` });
    await invalidateDeals(t.app.cache); // the factories wrote behind the service's back
  });

  it('pages by 10 like the news (current_page, last_page, per_page, total); past the end an empty page', async () => {
    const first = await list('en');
    expect(first.deals.per_page).toBe(10);
    expect(first.deals.data).toHaveLength(10);
    expect(first.deals.last_page).toBe(Math.ceil(first.deals.total / 10));
    expect(first.deals.data[0]).toMatchObject({ item_name: 'Coral OPC', quantity: '23.00' });
    const second = await list('en', '?page=2');
    expect(second.deals.current_page).toBe(2);
    expect(second.deals.data[0]!.id).not.toBe(first.deals.data[0]!.id);
    const past = await list('en', `?page=${first.deals.last_page + 1}`);
    expect(past.deals.data).toEqual([]);
    expect(past.deals.last_page).toBe(first.deals.last_page);
    expect(first.products.map((p) => p.name)).toEqual(['Cement', 'Steel']);
    expect(first.units).toEqual([{ id: cat.ton.id, name: 'Ton' }]);
    expect(first.items.find((i) => i.id === cat.deltaOpc.id)?.govs).toEqual([cat.cairo.id]);
    expect((await t.api('en', 'deal?page=0')).status).toBe(422);
  });

  it('filters by product, producer, item and governorate', async () => {
    const byProducer = await list('en', `?producer=${cat.coral.id}&rows=50`);
    expect(byProducer.deals.total).toBe(23);
    expect(new Set(byProducer.deals.data.map((d) => d.producer_name))).toEqual(new Set(['Coral']));
    const byGov = await list('en', `?governorate=${cat.cairo.id}&rows=50`);
    expect(byGov.deals.total).toBeGreaterThan(0);
    expect(new Set(byGov.deals.data.map((d) => d.governorate_name))).toEqual(new Set(['Cairo']));
    const byItem = await list('en', `?item=${cat.deltaOpc.id}&rows=50`);
    expect(new Set(byItem.deals.data.map((d) => d.item_name))).toEqual(new Set(['Delta OPC']));
    expect((await list('en', `?product=${cat.steel.id}`)).deals.total).toBe(0);
    expect((await list('en', `?product=${cat.cement.id}`)).deals.total).toBe((await list('en')).deals.total);
    expect((await list('en', `?producer=${cat.coral.id}&governorate=${cat.cairo.id}`)).deals.total).toBe(0);
  });

  it('leaves closed and hidden deals out; GET deal/{id} shows a closed one as closed and 404s a hidden one', async () => {
    const open = await f.createDeal(t.db, { userId: poster.user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id });
    const hidden = await f.createDeal(t.db, { userId: poster.user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id, isActive: false });
    await invalidateDeals(t.app.cache); // factories write behind the service's back
    const ids = async () => (await list('en', `?item=${cat.deltaOpc.id}&rows=50`)).deals.data.map((d) => d.id);
    expect(await ids()).toContain(open.id);
    expect(await ids()).not.toContain(hidden.id);
    const close = await post('en', 'close_deal', poster.headers, { deal_id: open.id });
    expect(close.body).toMatchObject({ check: true, msg: 'The deal is closed' });
    expect(await ids()).not.toContain(open.id);
    const page = await t.api('ar', `deal/${open.id}`);
    expect(page.status).toBe(200);
    expect(dealDetailSchema.parse(page.body.data).item).toMatchObject({ id: open.id, closed: true, product_name: 'أسمنت' });
    for (const id of [hidden.id, 999_999]) {
      const res = await t.api('en', `deal/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ check: false, msg: 'This deal does not exist or is closed' });
    }
    expect((await t.api('en', 'deal/abc')).status).toBe(404);
  });
});

describe('POST apply_deal', () => {
  it("stores the request and queues the poster's mail in the poster's language with the requester's contact", async () => {
    const owner = await reader({ language: 'ar' });
    const requester = await reader({ fullNameEn: 'Karim Adel', fullNameAr: 'كريم عادل', mobile: '01012345678' });
    const deal = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id, quantity: '40.00' });
    const res = await post('en', 'apply_deal', requester.headers, { deal_id: deal.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ check: true, msg: 'You are applied to this deal successfully' });
    const [mail] = await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, owner.user.email)).orderBy(desc(s.outbox.id));
    expect(mail!.subject).toBe('طلب جديد على صفقتك: دلتا عادي');
    expect(mail!.textBody).toContain('كريم عادل');
    expect(mail!.textBody).toContain(requester.user.email);
    expect(mail!.textBody).toContain('01012345678');
    expect(mail!.textBody).toContain('40.00 طن');
    // Queued with the request, through the request's transaction (the job exists, the worker will send it).
    expect(await t.app.jobs.getJob(MAIL_QUEUE, mailJobId(mail!.id))).not.toBeNull();
    const rows = await t.db.select().from(s.dealRequests).where(eq(s.dealRequests.dealId, deal.id));
    expect(rows.map((r) => r.userId)).toEqual([requester.user.id]);

    const twice = await post('ar', 'apply_deal', requester.headers, { deal_id: deal.id });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('لقد طلبت هذه الصفقة من قبل');
    expect((await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, owner.user.email))).length).toBe(1);
  });

  it('an English poster gets the mail in English', async () => {
    const owner = await reader({ language: 'en' });
    const requester = await reader({ fullNameEn: 'Sara Nabil' });
    const deal = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id });
    expect((await post('ar', 'apply_deal', requester.headers, { deal_id: deal.id })).body.msg).toBe('تم تقديم طلبك على هذه الصفقة بنجاح');
    const [mail] = await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, owner.user.email));
    expect(mail!.subject).toBe('A request for your deal: Delta OPC');
    expect(mail!.textBody).toContain('Name: Sara Nabil');
  });

  it('refuses a visitor (401), the own deal (403), a closed or unknown deal (404), and stores nothing', async () => {
    const owner = await reader();
    const other = await reader();
    const deal = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id });
    expect((await t.api('en', 'apply_deal', { body: { deal_id: deal.id } })).status).toBe(401);
    const own = await post('en', 'apply_deal', owner.headers, { deal_id: deal.id });
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe('You cannot request your own deal');
    const closed = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id, closedAt: new Date() });
    expect((await post('en', 'apply_deal', other.headers, { deal_id: closed.id })).status).toBe(404);
    expect((await post('en', 'apply_deal', other.headers, { deal_id: 999_999 })).status).toBe(404);
    expect((await post('en', 'apply_deal', other.headers, {})).body.data).toEqual({ deal_id: ['Field is required'] });
    const stored = await t.db
      .select()
      .from(s.dealRequests)
      .where(and(eq(s.dealRequests.userId, owner.user.id)));
    expect(stored).toEqual([]);
    expect(await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, owner.user.email))).toEqual([]);
  });

  it('an idempotent replay stores one request and one mail', async () => {
    const owner = await reader();
    const requester = await reader();
    const deal = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id });
    const keyed = { ...requester.headers, 'idempotency-key': `apply-${deal.id}-00000000001` };
    const first = await post('en', 'apply_deal', keyed, { deal_id: deal.id });
    const again = await post('en', 'apply_deal', keyed, { deal_id: deal.id });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await t.db.select().from(s.dealRequests).where(eq(s.dealRequests.dealId, deal.id))).toHaveLength(1);
    expect(await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, owner.user.email))).toHaveLength(1);
  });
});

describe('POST apply_deal: the daily limit', () => {
  it('at most 30 requests a day per account (429), with a clear message in both languages', async () => {
    const owner = await reader();
    const requester = await reader();
    for (let i = 0; i < 30; i++) {
      const deal = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id });
      await f.createDealRequest(t.db, { dealId: deal.id, userId: requester.user.id });
    }
    const deal = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id });
    const en = await post('en', 'apply_deal', requester.headers, { deal_id: deal.id });
    expect(en.status).toBe(429);
    expect(en.body.msg).toBe('You can request at most 30 deals a day; please try again tomorrow');
    expect((await post('ar', 'apply_deal', requester.headers, { deal_id: deal.id })).body.msg).toBe('يمكنك طلب 30 صفقة على الأكثر في اليوم؛ حاول مرة أخرى غدًا');
    expect(await t.db.select().from(s.dealRequests).where(eq(s.dealRequests.dealId, deal.id))).toEqual([]);
  });
});

describe('POST close_deal and GET my_deals', () => {
  it('only the poster closes a deal (403 for another reader, 401 for a visitor)', async () => {
    const owner = await reader();
    const other = await reader();
    const deal = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id });
    expect((await t.api('en', 'close_deal', { body: { deal_id: deal.id } })).status).toBe(401);
    const refused = await post('en', 'close_deal', other.headers, { deal_id: deal.id });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe("Only the deal's poster can close it");
    expect((await t.db.select().from(s.deals).where(eq(s.deals.id, deal.id)))[0]!.closedAt).toBeNull();
    expect((await post('en', 'close_deal', owner.headers, { deal_id: deal.id })).status).toBe(200);
    expect((await t.db.select().from(s.deals).where(eq(s.deals.id, deal.id)))[0]!.closedAt).not.toBeNull();
  });

  it("shows the reader's deals (open and closed) with the requests received and the deals they requested", async () => {
    const owner = await reader();
    const requester = await reader({ fullNameEn: 'Omar Said', mobile: '01112345678' });
    const openDeal = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.deltaOpc.id, governorateId: cat.cairo.id });
    const closedDeal = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.coralOpc.id, governorateId: cat.giza.id, closedAt: new Date() });
    expect((await post('en', 'apply_deal', requester.headers, { deal_id: openDeal.id })).status).toBe(200);
    await f.createDealRequest(t.db, { dealId: closedDeal.id });

    expect((await t.api('en', 'my_deals')).status).toBe(401);
    const mine = await t.api('en', 'my_deals', { headers: owner.headers });
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toContain('no-store');
    const data = myDealsSchema.parse(mine.body.data);
    expect(data.deals.map((d) => [d.id, d.closed])).toEqual([
      [closedDeal.id, true],
      [openDeal.id, false],
    ]);
    expect(data.deals[1]!.requests).toEqual([
      { id: expect.any(Number), name: 'Omar Said', email: requester.user.email, mobile: '01112345678', requested_at: expect.any(String) },
    ]);
    expect(data.deals[0]!.requests).toHaveLength(1);
    const theirs = myDealsSchema.parse((await t.api('en', 'my_deals', { headers: requester.headers })).body.data);
    expect(theirs).toEqual({ deals: [], requested: [openDeal.id] });
  });
});

describe('the sitemap', () => {
  it('lists the deals page and every open deal in both languages, not a closed or hidden one', async () => {
    const owner = await reader();
    const open = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.coralOpc.id, governorateId: cat.giza.id });
    const closed = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.coralOpc.id, governorateId: cat.giza.id, closedAt: new Date() });
    const hidden = await f.createDeal(t.db, { userId: owner.user.id, itemId: cat.coralOpc.id, governorateId: cat.giza.id, isActive: false });
    await invalidateDeals(t.app.cache); // the factories wrote behind the service's back; seo's sitemap is built from deals
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).toContain('/society/deals/1/deals?lang=ar');
    expect(xml).toContain(`/society/deal/${open.id}?lang=en`);
    expect(xml).toContain(`/society/deal/${open.id}?lang=ar`);
    expect(xml).not.toContain(`/society/deal/${closed.id}?`);
    expect(xml).not.toContain(`/society/deal/${hidden.id}?`);
  });
});
