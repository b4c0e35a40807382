import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../src/server/db/schema/index';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInReader } from '../helpers/session';
import { auditEntries, signedInStaff } from '../helpers/staff';
import type { AdminPage } from '../../src/shared/schemas/admin';
import type { DealDetail, DealList } from '../../src/shared/schemas/deals';
import type { JobDetail, JobList } from '../../src/shared/schemas/jobs';
import type { DealAdmin, JobAdmin } from '../../src/shared/schemas/marketplace-admin';

/**
 * The back office's moderation of deals and jobs (issue 18, area `marketplace`): a hidden row
 * leaves the site's list and its page answers 404, a closed one leaves the list and its page
 * says closed; each action keeps its reason on the row and in the audit log.
 */
let t: TestApp;
let headers: Record<string, string>;
let newDeal: (userId?: number) => Promise<{ id: number }>;

beforeAll(async () => {
  t = await buildTestApp();
  const egypt = await f.createCountry(t.db, { slug: 'egypt' });
  const gov = await f.createGovernorate(t.db, { countryId: egypt.id });
  const producer = await f.createProducer(t.db, { countryId: egypt.id, nameEn: 'Nile Cement' });
  const item = await f.createItem(t.db, { producerId: producer.id, governorateIds: [gov.id], nameEn: 'Grey cement 42.5' });
  newDeal = (userId) => f.createDeal(t.db, { itemId: item.id, governorateId: gov.id, ...(userId ? { userId } : {}) });
  headers = (await signedInStaff(t, 'editor')).headers;
});
afterAll(async () => t?.close());

const moderate = <T>(lang: 'ar' | 'en', kind: 'deals' | 'jobs', id: number, action: string, reason?: string) =>
  t.admin<T>(lang, `marketplace/${kind}/${id}/${action}`, { headers, body: reason === undefined ? {} : { reason } });

const auditOf = (entity: string, id: number) => auditEntries(t, entity, id);

describe('deals', () => {
  it('hidden: gone from the list and its page (404); shown again; closed: gone from the list, its page says closed', async () => {
    const deal = await newDeal();
    const listed = async () => (await t.api<DealList>('en', 'deal')).body.data.deals.data.map((d) => d.id);
    expect(await listed()).toContain(deal.id); // cached from here on

    const hidden = await moderate<DealAdmin>('en', 'deals', deal.id, 'hide', 'Spam: the same offer posted ten times');
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ id: deal.id, hidden: true, closed_at: null, moderation_reason: 'Spam: the same offer posted ten times' });
    expect(await listed()).not.toContain(deal.id);
    expect((await t.api('en', `deal/${deal.id}`)).status).toBe(404);
    const [row] = await t.db.select().from(s.deals).where(eq(s.deals.id, deal.id));
    expect(row).toMatchObject({ isActive: false, moderationReason: 'Spam: the same offer posted ten times' });

    await moderate('en', 'deals', deal.id, 'unhide', 'The poster explained the repeats');
    expect(await listed()).toContain(deal.id);

    const closed = await moderate<DealAdmin>('ar', 'deals', deal.id, 'close', 'الكمية نفدت بحسب البائع');
    expect(closed.body.data.closed_at).toEqual(expect.any(String));
    expect(await listed()).not.toContain(deal.id);
    const page = await t.api<DealDetail>('en', `deal/${deal.id}`);
    expect(page.body.data.item.closed).toBe(true);

    const audit = await auditOf('deal', deal.id);
    expect(audit.map((a) => [a.area, a.action])).toEqual([
      ['marketplace', 'deal.hide'],
      ['marketplace', 'deal.unhide'],
      ['marketplace', 'deal.close'],
    ]);
    expect(audit[0]).toMatchObject({
      before: { hidden: false, moderation_reason: null },
      after: { hidden: true, moderation_reason: 'Spam: the same offer posted ten times' },
    });
    expect(audit[2]!.after).toMatchObject({ hidden: false, closed_at: expect.any(String), moderation_reason: 'الكمية نفدت بحسب البائع' });
  });

  it('are listed for the staff in every state, filtered by state and by a word', async () => {
    const poster = await f.createUser(t.db, { fullName: 'Omar Haddad', fullNameEn: 'Omar Haddad', fullNameAr: 'عمر حداد', email: 'omar.haddad@example.com' });
    const open = await newDeal(poster.id);
    const hidden = await newDeal(poster.id);
    await moderate('en', 'deals', hidden.id, 'hide', 'Duplicate of another deal');
    const list = (query: string) => t.admin<AdminPage<DealAdmin>>('en', `marketplace/deals?${query}`, { headers });

    const byPoster = await list('q=haddad');
    expect(byPoster.body.data.items.map((d) => d.id)).toEqual([hidden.id, open.id]);
    expect(byPoster.body.data.items[0]).toMatchObject({
      poster_name: 'Omar Haddad',
      poster_email: 'omar.haddad@example.com',
      item_name: 'Grey cement 42.5',
      producer_name: 'Nile Cement',
      hidden: true,
      moderation_reason: 'Duplicate of another deal',
      path: expect.stringMatching(new RegExp(`^/society/deal/${hidden.id}/`)),
    });
    expect((await list('q=haddad&status=open')).body.data.items.map((d) => d.id)).toEqual([open.id]);
    expect((await list('q=haddad&status=hidden')).body.data).toMatchObject({ total: 1, items: [{ id: hidden.id }] });
    expect((await list(`q=${open.id}&status=open`)).body.data.items.map((d) => d.id)).toContain(open.id);
  });

  it('needs a reason (422 in the request language) and an existing deal (404)', async () => {
    const deal = await newDeal();
    const en = await moderate('en', 'deals', deal.id, 'hide');
    expect(en.status).toBe(422);
    expect(en.body.data).toEqual({ reason: ['Write the reason (at least 3 characters)'] });
    const ar = await moderate('ar', 'deals', deal.id, 'close', ' ');
    expect(ar.body.data).toEqual({ reason: ['اكتب السبب (ثلاثة أحرف على الأقل)'] });
    const missing = await moderate('ar', 'deals', 999_999, 'hide', 'Spam');
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('هذه الصفقة أو الوظيفة غير موجودة');
    expect(await auditOf('deal', deal.id)).toEqual([]);
  });
});

describe('a hidden deal', () => {
  it('takes no request (404, as if unknown) until it is shown again', async () => {
    const deal = await newDeal();
    const reader = await signedInReader(t);
    const request = () => t.api('en', 'apply_deal', { headers: reader.headers, body: { deal_id: deal.id } });
    await moderate('en', 'deals', deal.id, 'hide', 'Spam: the same offer posted ten times');
    const refused = await request();
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe('This deal does not exist or is closed');
    await moderate('en', 'deals', deal.id, 'unhide', 'The poster explained the repeats');
    expect((await request()).status).toBe(200);
  });
});

describe('jobs', () => {
  it('hidden: gone from the list and its page; closed: gone from the list, its page says closed', async () => {
    const job = await f.createJob(t.db, { titleEn: 'Site engineer', titleAr: 'مهندس موقع' });
    const listed = async () => (await t.api<JobList>('ar', 'job')).body.data.items.data.map((j) => j.id);
    expect(await listed()).toContain(job.id);

    const hidden = await moderate<JobAdmin>('en', 'jobs', job.id, 'hide', 'Asks applicants for a fee');
    expect(hidden.body.data).toMatchObject({ id: job.id, title: 'Site engineer', hidden: true, applications: 0 });
    expect(await listed()).not.toContain(job.id);
    expect((await t.api('ar', `job/${job.id}`)).status).toBe(404);

    await moderate('en', 'jobs', job.id, 'unhide', 'The fee was removed');
    expect(await listed()).toContain(job.id);
    await moderate('en', 'jobs', job.id, 'close', 'The position is filled');
    expect(await listed()).not.toContain(job.id);
    expect((await t.api<JobDetail>('en', `job/${job.id}`)).body.data.item.closed).toBe(true);

    const staffList = await t.admin<AdminPage<JobAdmin>>('ar', 'marketplace/jobs?status=closed&q=مهندس', { headers });
    expect(staffList.body.data.items).toEqual([expect.objectContaining({ id: job.id, title: 'مهندس موقع', moderation_reason: 'The position is filled' })]);

    const audit = await auditOf('job', job.id);
    expect(audit.map((a) => a.action)).toEqual(['job.hide', 'job.unhide', 'job.close']);
    expect(audit[0]).toMatchObject({ area: 'marketplace', before: { hidden: false }, after: { hidden: true, moderation_reason: 'Asks applicants for a fee' } });
  });
});
