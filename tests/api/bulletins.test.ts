/**
 * The daily price bulletin (issue 16) through a real SMTP server on 127.0.0.1: who receives it
 * (entitlement, current subscription, confirmed extra e-mails, opt-outs, one mail per address), its
 * content (prices, arrows, %, language and direction), the RFC 8058 one-click unsubscribe, and
 * exactly once per day and address across a second run and a crash mid-way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { freePort, smtpServer } from '../helpers/smtp';
import { addDays, todayIso } from '../../src/shared/dates';
import { formatDate } from '../../src/shared/format';
import { bulletinDeps } from '../../src/server/domains/bulletins/routes';
import {
  BULLETIN_QUEUE,
  bulletinJobId,
  queueBulletin,
  readUnsubscribeToken,
  runDaily,
  sendBulletin,
  unsubscribeToken,
  type BulletinDeps,
} from '../../src/server/domains/bulletins/service';
import type { Mailer } from '../../src/server/platform/mail';

let smtp: ReturnType<typeof smtpServer>;
let t: TestApp;
let deps: BulletinDeps;
const PUBLIC_URL = 'https://binaa.test';
const day = todayIso();
const previous = addDays(day, -1);

/** The raw mail with folded header lines joined (long List-Unsubscribe values are folded). */
const unfolded = (data: string) => data.replace(/\r?\n[ \t]+/g, ' ');
const outboxTo = async (to: string) => t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, to));

beforeAll(async () => {
  smtp = smtpServer(await freePort());
  await smtp.start();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Binaa <no-reply@binaa.test>', PUBLIC_URL, BULLETIN_CRON: '' } });
  deps = bulletinDeps(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

async function bulletinPackage(entitlements: string[] = ['bulletins.email']) {
  return f.createPackage(t.db, { entitlements: entitlements as never, numberOfEmails: 3 });
}

describe('daily price bulletin', () => {
  const addresses = {
    arOwner: 'owner.ar@example.com',
    extraConfirmed: 'extra.ok@example.com',
    extraUnconfirmed: 'extra.pending@example.com',
    enOwner: 'owner.en@example.com',
    noEntitlement: 'plain.reader@example.com',
    expired: 'expired.reader@example.com',
    optedOut: 'opted.out@example.com',
    inactive: 'inactive.reader@example.com',
  };

  beforeAll(async () => {
    // Prices: a product with one item in two governorates (one up, one down) and a new item.
    const product = await f.createProduct(t.db, { nameAr: 'أسمنت رمادي', nameEn: 'Grey cement', slug: 'grey-cement' });
    const cairo = await f.createGovernorate(t.db, { nameAr: 'القاهرة', nameEn: 'Cairo' });
    const giza = await f.createGovernorate(t.db, { nameAr: 'الجيزة', nameEn: 'Giza', countryId: cairo.countryId });
    const item = await f.createItem(t.db, { productId: product.id, nameAr: 'أسمنت السويس', nameEn: 'Suez <cement>', governorateIds: [cairo.id, giza.id] });
    const fresh = await f.createItem(t.db, { productId: product.id, nameAr: 'أسمنت جديد', nameEn: 'New cement', governorateIds: [cairo.id] });
    const row = (itemId: number, governorateId: number, priceDate: string, mid: number) => ({
      itemId,
      governorateId,
      priceDate,
      minPrice: mid.toFixed(2),
      maxPrice: mid.toFixed(2),
      midPrice: mid.toFixed(2),
    });
    await f.createPrices(t.db, [
      row(item.id, cairo.id, previous, 4000),
      row(item.id, cairo.id, day, 4100),
      row(item.id, giza.id, previous, 4000),
      row(item.id, giza.id, day, 3900),
      row(fresh.id, cairo.id, day, 3000),
    ]);

    const pkg = await bulletinPackage();
    const ar = await f.createUser(t.db, { email: addresses.arOwner, language: 'ar' });
    const sub = await f.createSubscription(t.db, { userId: ar.id, packageId: pkg.id });
    const en = await f.createUser(t.db, { email: addresses.enOwner, language: 'en' });
    await f.createSubscription(t.db, { userId: en.id, packageId: pkg.id });
    await t.db.insert(s.subscriptionEmails).values([
      { subscriptionId: sub.id, email: addresses.extraConfirmed, tokenHash: 'h1', confirmedAt: new Date() },
      { subscriptionId: sub.id, email: addresses.extraUnconfirmed, tokenHash: 'h2' },
      // The English owner's address as an extra e-mail of the Arabic subscription: one mail, the account's language.
      { subscriptionId: sub.id, email: addresses.enOwner, tokenHash: 'h3', confirmedAt: new Date() },
    ]);
    const plain = await f.createUser(t.db, { email: addresses.noEntitlement });
    await f.createSubscription(t.db, { userId: plain.id, packageId: (await bulletinPackage(['prices.history'])).id });
    const expired = await f.createUser(t.db, { email: addresses.expired });
    await f.createSubscription(t.db, { userId: expired.id, packageId: pkg.id, endDate: previous });
    const pending = await f.createUser(t.db, { email: 'pending.reader@example.com' });
    await f.createSubscription(t.db, { userId: pending.id, packageId: pkg.id, status: 'pending' });
    const opted = await f.createUser(t.db, { email: addresses.optedOut });
    await f.createSubscription(t.db, { userId: opted.id, packageId: pkg.id });
    const inactive = await f.createUser(t.db, { email: addresses.inactive, userActive: false });
    await f.createSubscription(t.db, { userId: inactive.id, packageId: pkg.id });

    // The opted-out reader followed a one-click unsubscribe (a mail client's RFC 8058 POST).
    const res = await t.app.inject({
      method: 'POST',
      url: `/bulletins/unsubscribe?token=${unsubscribeToken(deps.secret, addresses.optedOut)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
  });

  it('goes once to each entitled address (account and confirmed extra e-mails), nobody else', async () => {
    expect(await queueBulletin(t.app.jobs, day)).toBe(bulletinJobId(day));
    const expected = [addresses.arOwner, addresses.enOwner, addresses.extraConfirmed].sort();
    await expect.poll(() => smtp.received.flatMap((m) => m.to).sort(), { timeout: 10_000 }).toEqual(expected);
    await expect.poll(async () => (await t.app.jobs.getJob(BULLETIN_QUEUE, bulletinJobId(day)))?.state, { timeout: 5_000 }).toBe('completed');
    const sends = await t.db.select().from(s.bulletinSends).where(eq(s.bulletinSends.day, day));
    expect(sends.map((r) => r.email).sort()).toEqual(expected);
    expect(sends.find((r) => r.email === addresses.enOwner)?.lang).toBe('en');
    expect(sends.find((r) => r.email === addresses.extraConfirmed)?.lang).toBe('ar');
  });

  it('is Arabic, right to left, with the day, arrows and percentages; English left to right; plain text beside it', async () => {
    const [ar] = await outboxTo(addresses.arOwner);
    expect(ar!.subject).toBe(`نشرة أسعار بناء اليومية — ${formatDate(day, 'ar')}`);
    expect(ar!.htmlBody).toContain('<html dir="rtl" lang="ar">');
    expect(ar!.htmlBody).toContain('أسمنت السويس');
    expect(ar!.htmlBody).toContain('القاهرة');
    expect(ar!.htmlBody).toContain('4,100');
    expect(ar!.htmlBody).toContain('▲ 2.5%');
    expect(ar!.htmlBody).toContain('▼ 2.5%');
    expect(ar!.htmlBody).toContain('جديد'); // the item priced for the first time
    expect(ar!.htmlBody).not.toMatch(/<script/i);
    expect(ar!.htmlBody).toContain(`href="${PUBLIC_URL}/materials/grey-cement/`);
    expect(ar!.textBody).toContain('أسمنت السويس\n  القاهرة: 4,100 (▲ 2.5%)\n  الجيزة: 3,900 (▼ 2.5%)');
    expect(ar!.htmlBody).toContain('<td rowspan="2" valign="top"><b>أسمنت السويس</b></td>');

    const [en] = await outboxTo(addresses.enOwner);
    expect(en!.subject).toBe(`Binaa daily prices — ${formatDate(day, 'en')}`);
    expect(en!.htmlBody).toContain('<html dir="ltr" lang="en">');
    // Names are escaped in the HTML, as typed in the text.
    expect(en!.htmlBody).toContain('Suez &lt;cement&gt;');
    expect(en!.htmlBody).not.toContain('Suez <cement>');
    expect(en!.textBody).toContain('Suez <cement>\n  Cairo: 4,100 (▲ 2.5%)\n  Giza: 3,900 (▼ 2.5%)');
    expect(en!.textBody).toContain('New cement\n  Cairo: 3,000 (new)');
    // The extra e-mail reads the owner's language.
    const [extra] = await outboxTo(addresses.extraConfirmed);
    expect(extra!.htmlBody).toContain('dir="rtl"');
  });

  it('carries the one-click unsubscribe headers (RFC 8058), signed for its own address', async () => {
    const mail = smtp.received.find((m) => m.to.includes(addresses.enOwner))!;
    const raw = unfolded(mail.data);
    const link = /^List-Unsubscribe: <([^>]+)>/im.exec(raw)?.[1];
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/bulletins/unsubscribe\\?token=`));
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    const token = new URL(link!).searchParams.get('token')!;
    expect(readUnsubscribeToken(deps.secret, token)).toBe(addresses.enOwner);
    // The same link is in both bodies.
    const [row] = await outboxTo(addresses.enOwner);
    expect(row!.textBody).toContain(link!);
    expect(row!.htmlBody).toContain(link!.replace(/&/g, '&amp;'));
  });

  it('sends nothing the second time the same day (queued again, or run directly)', async () => {
    const before = smtp.received.length;
    await queueBulletin(t.app.jobs, day);
    expect(await sendBulletin(deps, day)).toBe(0);
    expect(await runDaily(deps, new Date(`${day}T08:00:00Z`))).toBe(true); // that day has prices (its clock pinned: a run across Cairo midnight stays on it): queues again, still nothing new
    await new Promise((r) => setTimeout(r, 500));
    const rows = await t.db
      .select()
      .from(s.outbox)
      .where(inArray(s.outbox.toAddress, [addresses.arOwner, addresses.enOwner, addresses.extraConfirmed]));
    expect(rows).toHaveLength(3);
    expect(smtp.received.length).toBe(before);
  });

  it('resumes after a crash mid-way without mailing anyone twice (a batch commits with its mails or not at all)', async () => {
    const other = addDays(day, -5);
    let calls = 0;
    const crashing: Mailer = {
      send: async (m, tx) => {
        if (++calls === 2) throw new Error('crash');
        await t.app.mailer.send(m, tx);
      },
      close: () => {},
    };
    // Batches of one: the first address commits, the second batch fails and rolls back.
    await expect(sendBulletin({ ...deps, mailer: crashing }, other, 1)).rejects.toThrow('crash');
    expect((await t.db.select().from(s.bulletinSends).where(eq(s.bulletinSends.day, other))).length).toBe(1);
    const resumed = await sendBulletin(deps, other, 1);
    expect(await sendBulletin(deps, other)).toBe(0);
    const sends = await t.db.select().from(s.bulletinSends).where(eq(s.bulletinSends.day, other));
    // Five days ago the reader whose subscription ended yesterday was still current.
    expect(sends.map((r) => r.email)).toContain(addresses.expired);
    expect(resumed).toBe(sends.length - 1);
    const subjects = (await t.db.select().from(s.outbox)).filter(
      (r) => r.subject.includes(formatDate(other, 'ar')) || r.subject.includes(formatDate(other, 'en')),
    );
    expect(subjects.map((r) => r.toAddress).sort()).toEqual(sends.map((r) => r.email).sort());
  });

  it('the scheduled run sends nothing on a day without prices', async () => {
    expect(await runDaily(deps, new Date(`${addDays(day, -30)}T08:00:00Z`))).toBe(false);
  });
});

describe('one-click unsubscribe page', () => {
  it('GET shows both languages and a form that posts, no script; a forged token is refused', async () => {
    const token = unsubscribeToken(deps.secret, 'page.reader@example.com');
    const res = await t.app.inject({ url: `/bulletins/unsubscribe?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('page.reader@example.com');
    expect(res.body).toContain('Unsubscribe');
    expect(res.body).toContain('إلغاء الاشتراك');
    expect(res.body).toMatch(/<form method="post" action="\/bulletins\/unsubscribe\?token=/);
    expect(res.body).not.toMatch(/<script/i);
    // Looking is not unsubscribing.
    expect(await t.db.select().from(s.bulletinOptOuts).where(eq(s.bulletinOptOuts.email, 'page.reader@example.com'))).toHaveLength(0);

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await t.app.inject({ url: `/bulletins/unsubscribe?token=${forged}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/bulletins/unsubscribe?token=${forged}` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/bulletins/unsubscribe' })).statusCode).toBe(400);
    // Another address's token does not open this one's.
    expect(readUnsubscribeToken(deps.secret, `${Buffer.from('victim@example.com').toString('base64url')}.${token.split('.')[1]}`)).toBeNull();
  });

  it("the page's button (a form POST) records the opt-out", async () => {
    const token = unsubscribeToken(deps.secret, 'page.reader@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: `/bulletins/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('page.reader@example.com');
    expect(await t.db.select().from(s.bulletinOptOuts).where(eq(s.bulletinOptOuts.email, 'page.reader@example.com'))).toHaveLength(1);
  });
});
