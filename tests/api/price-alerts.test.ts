/**
 * Price alerts (issue 16): GET price_alerts, POST price_alert, POST delete_price_alert (session,
 * entitlement 'prices.alerts', validation, limit, ownership) and the alerts.check job mailing once
 * per crossing, in the owner's language, through a real SMTP server on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { freePort, smtpServer } from '../helpers/smtp';
import { addDays, todayIso } from '../../src/shared/dates';
import { formatDate } from '../../src/shared/format';
import { hashToken, newToken } from '../../src/server/platform/auth';
import { bulletinDeps } from '../../src/server/domains/bulletins/routes';
import { checkAlerts } from '../../src/server/domains/bulletins/alerts';
import { ALERTS_QUEUE, queueAlertCheck } from '../../src/server/domains/bulletins/service';
import { MAX_PRICE_ALERTS, type PriceAlert } from '../../src/shared/schemas/bulletins';

let smtp: ReturnType<typeof smtpServer>;
let t: TestApp;
const day0 = addDays(todayIso(), -3);
const day1 = addDays(day0, 1);
const day2 = addDays(day0, 2);
const day3 = addDays(day0, 3);

beforeAll(async () => {
  smtp = smtpServer(await freePort());
  await smtp.start();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://binaa.test', BULLETIN_CRON: '' } });
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

/** A signed-in user (a bearer session), with or without a package granting 'prices.alerts'. */
async function reader(o: { entitled: boolean; language?: 'ar' | 'en'; email?: string }) {
  const user = await f.createUser(t.db, { language: o.language ?? 'en', ...(o.email ? { email: o.email } : {}) });
  const pkg = await f.createPackage(t.db, { entitlements: o.entitled ? ['prices.alerts'] : ['prices.history'] });
  await f.createSubscription(t.db, { userId: user.id, packageId: pkg.id });
  const token = newToken();
  await t.db.insert(s.sessions).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  return { user, headers: { authorization: `Bearer ${token}` } };
}

const row = (itemId: number, governorateId: number, priceDate: string, mid: number) => ({
  itemId,
  governorateId,
  priceDate,
  minPrice: mid.toFixed(2),
  maxPrice: mid.toFixed(2),
  midPrice: mid.toFixed(2),
});

let item: Awaited<ReturnType<typeof f.createItem>>;
let gov: number;
let unpricedGov: number;

beforeAll(async () => {
  const product = await f.createProduct(t.db, { nameAr: 'أسمنت', nameEn: 'Cement', slug: 'cement-alerts' });
  const g = await f.createGovernorate(t.db, { nameAr: 'أسوان', nameEn: 'Aswan' });
  const g2 = await f.createGovernorate(t.db, { nameAr: 'الأقصر', nameEn: 'Luxor', countryId: g.countryId });
  gov = g.id;
  unpricedGov = g2.id;
  item = await f.createItem(t.db, { productId: product.id, nameAr: 'أسمنت أسوان', nameEn: 'Aswan cement', governorateIds: [g.id, g2.id] });
  await f.createPrices(t.db, [row(item.id, gov, day0, 4000)]);
});

describe('the alerts API', () => {
  it('asks a visitor to sign in, and a reader without the entitlement to subscribe (402)', async () => {
    const body = { item_id: item.id, governorate_id: gov, direction: 'above', threshold: 4200 };
    const visitor = await t.api('en', 'price_alert', { body });
    expect(visitor.status).toBe(401);
    expect((await t.api('en', 'price_alerts')).status).toBe(401);

    const plain = await reader({ entitled: false });
    const res = await t.api('en', 'price_alert', { body, headers: plain.headers });
    expect(res.status).toBe(402);
    expect(res.body.msg).toBe('You must subscribe first');
    const ar = await t.api('ar', 'price_alert', { body, headers: plain.headers });
    expect(ar.body.msg).toBe('يجب الاشتراك أولًا');
    expect(await t.db.select().from(s.priceAlerts).where(eq(s.priceAlerts.userId, plain.user.id))).toHaveLength(0);
  });

  it('creates, lists (names in the language, latest price) and deletes; validates the pair and the threshold', async () => {
    const r = await reader({ entitled: true });
    const created = await t.api<PriceAlert>('ar', 'price_alert', {
      body: { item_id: item.id, governorate_id: gov, direction: 'below', threshold: '3800.5' },
      headers: r.headers,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      item_name: 'أسمنت أسوان',
      governorate_name: 'أسوان',
      direction: 'below',
      threshold: '3800.50',
      last_price: '4000.00',
    });

    const list = await t.api<PriceAlert[]>('en', 'price_alerts', { headers: r.headers });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ id: created.body.data.id, item_name: 'Aswan cement', product_name: 'Cement', governorate_name: 'Aswan' });

    const bad = async (body: object) => (await t.api('en', 'price_alert', { body, headers: r.headers })).status;
    expect(await bad({ item_id: item.id, governorate_id: gov, direction: 'above', threshold: 0 })).toBe(422);
    expect(await bad({ item_id: item.id, governorate_id: gov, direction: 'above', threshold: -5 })).toBe(422);
    expect(await bad({ item_id: item.id, governorate_id: gov, direction: 'sideways', threshold: 10 })).toBe(422);
    expect(await bad({ item_id: 999_999, governorate_id: gov, direction: 'above', threshold: 10 })).toBe(422);
    // Sold there but never priced.
    expect(await bad({ item_id: item.id, governorate_id: unpricedGov, direction: 'above', threshold: 10 })).toBe(422);

    const del = await t.api('en', 'delete_price_alert', { body: { id: created.body.data.id }, headers: r.headers });
    expect(del.status).toBe(200);
    expect((await t.api<PriceAlert[]>('en', 'price_alerts', { headers: r.headers })).body.data).toHaveLength(0);
    expect((await t.api('en', 'delete_price_alert', { body: { id: created.body.data.id }, headers: r.headers })).status).toBe(404);
  });

  it("does not let a reader see or delete another reader's alert (404)", async () => {
    const owner = await reader({ entitled: true });
    const other = await reader({ entitled: true });
    const created = await t.api<PriceAlert>('en', 'price_alert', {
      body: { item_id: item.id, governorate_id: gov, direction: 'above', threshold: 5000 },
      headers: owner.headers,
    });
    expect((await t.api<PriceAlert[]>('en', 'price_alerts', { headers: other.headers })).body.data).toHaveLength(0);
    expect((await t.api('en', 'delete_price_alert', { body: { id: created.body.data.id }, headers: other.headers })).status).toBe(404);
    expect((await t.api<PriceAlert[]>('en', 'price_alerts', { headers: owner.headers })).body.data).toHaveLength(1);
  });

  it(`keeps at most ${MAX_PRICE_ALERTS} alerts per reader`, async () => {
    const r = await reader({ entitled: true });
    for (let i = 0; i < MAX_PRICE_ALERTS; i++) {
      const res = await t.api('en', 'price_alert', {
        body: { item_id: item.id, governorate_id: gov, direction: 'above', threshold: 5000 + i },
        headers: r.headers,
      });
      expect(res.status).toBe(200);
    }
    const over = await t.api('en', 'price_alert', { body: { item_id: item.id, governorate_id: gov, direction: 'above', threshold: 9000 }, headers: r.headers });
    expect(over.status).toBe(409);
    expect(over.body.msg).toBe('You can keep at most 20 price alerts');
    await t.db.delete(s.priceAlerts).where(eq(s.priceAlerts.userId, r.user.id));
  });
});

describe('the alerts check', () => {
  it('mails once when the price crosses to the alert side, in the owner language; a re-run mails nothing; a move back and across again mails again', async () => {
    await t.db.delete(s.priceAlerts);
    const ar = await reader({ entitled: true, language: 'ar', email: 'alert.ar@example.com' });
    const en = await reader({ entitled: true, language: 'en', email: 'alert.en@example.com' });
    const lapsed = await reader({ entitled: true, language: 'en', email: 'alert.lapsed@example.com' });
    const create = (h: Record<string, string>, direction: string, threshold: number) =>
      t.api<PriceAlert>('en', 'price_alert', { body: { item_id: item.id, governorate_id: gov, direction, threshold }, headers: h });
    // Price 4000 now: "above 4200" and "below 3900" wait; "above 3900" is already past (no mail until it crosses again).
    const up = (await create(ar.headers, 'above', 4200)).body.data;
    const down = (await create(en.headers, 'below', 3900)).body.data;
    const past = (await create(en.headers, 'above', 3900)).body.data;
    await create(lapsed.headers, 'above', 4200);
    // The lapsed reader's subscription ends before the price day: no mail.
    await t.db.update(s.subscriptions).set({ endDate: day0 }).where(eq(s.subscriptions.userId, lapsed.user.id));

    const deps = bulletinDeps(t.app);
    await f.createPrices(t.db, [row(item.id, gov, day1, 4300)]);
    const id = await queueAlertCheck(t.app.jobs, day1);
    await expect.poll(async () => (await t.app.jobs.getJob(ALERTS_QUEUE, id!))?.state, { timeout: 10_000 }).toBe('completed');
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['alert.ar@example.com']);
    const [kept] = await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, 'alert.ar@example.com'));
    expect(kept!.subject).toBe('تنبيه سعر: أسمنت أسوان تجاوز 4,200 ج.م');
    expect(kept!.textBody).toContain('4,300 ج.م');
    expect(kept!.textBody).toContain(formatDate(day1, 'ar'));
    expect(kept!.textBody).toContain('https://binaa.test/materials/cement-alerts/');

    // The same day again: nothing.
    expect(await checkAlerts(deps, day1)).toBe(0);
    // Still above the next day: no new crossing.
    await f.createPrices(t.db, [row(item.id, gov, day2, 3800)]);
    expect(await checkAlerts(deps, day2)).toBe(1); // below 3900: the English "below" alert
    const en2 = await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, 'alert.en@example.com'));
    expect(en2).toHaveLength(1);
    expect(en2[0]!.subject).toBe('Price alert: Aswan cement fell below 3,900 LE');
    expect(await checkAlerts(deps, day2)).toBe(0);
    // Back above 4200: the Arabic "above" alert crossed again, and the "above 3900" one crosses for the first time.
    await f.createPrices(t.db, [row(item.id, gov, day3, 4250)]);
    expect(await checkAlerts(deps, day3)).toBe(2);
    expect(await checkAlerts(deps, day3)).toBe(0);

    const notices = await t.db.select().from(s.priceAlertNotices);
    expect(notices.map((n) => `${n.alertId}@${n.priceDate}`).sort()).toEqual(
      [`${up.id}@${day1}`, `${down.id}@${day2}`, `${up.id}@${day3}`, `${past.id}@${day3}`].sort(),
    );
    expect(await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, 'alert.lapsed@example.com'))).toHaveLength(0);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(4);
  });
});
