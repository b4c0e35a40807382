/**
 * The jobs calls of issue 17 (SPEC sections 5 and 7): GET job (paging, the Arabic-normalised word
 * search), GET job/{id}, POST job (every rule, visitor refused, free quota then entitlement, daily
 * limit, honeypot, idempotent replay), POST close_job, GET my_jobs. (tests/api/jobs.test.ts is the
 * job queue's; the uploads and CV downloads are in job-uploads.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import { addDays, todayIso } from '../../src/shared/dates';
import { jobDetailSchema, jobListSchema, myJobsSchema } from '../../src/shared/schemas/jobs';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInReader } from '../helpers/session';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

let address = 0;
/** A signed-in reader on an address of their own (the per-address rate limit of the job calls is not what these tests count). */
const reader = async (o: Partial<typeof s.users.$inferInsert> = {}) => {
  const r = await signedInReader(t, o);
  return { ...r, headers: { ...r.headers, 'x-forwarded-for': `10.78.${(++address >> 8) & 255}.${address & 255}` } };
};

const valid = () => ({
  email: 'HR@Example.com',
  title: 'Site engineer',
  title_en: 'Site engineer',
  title_ar: 'مهندس موقع',
  requirements: 'Three years on concrete works.',
  requirements_en: 'Three years on concrete works.',
  requirements_ar: 'خبرة ثلاث سنوات في أعمال الخرسانة.',
  attendance_date: todayIso(),
});

describe('POST job', () => {
  it('refuses a visitor with 401', async () => {
    const res = await t.api('en', 'job', { body: valid() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ check: false, msg: 'Please log in first' });
  });

  it("stores the job with both copies and answers SPEC's message in both languages", async () => {
    const { user, headers } = await reader();
    const en = await t.api('en', 'job', { body: { ...valid(), salary_from: '9000', salary_to: 12000 }, headers });
    expect(en.status).toBe(200);
    expect(en.body).toEqual({ check: true, msg: 'Job added successfully', data: null });
    const ar = await t.api('ar', 'job', { body: { ...valid(), title_en: '', requirements_en: '' }, headers });
    expect(ar.body.msg).toBe('تمت إضافة الوظيفة بنجاح');
    const rows = await t.db.select().from(s.jobs).where(eq(s.jobs.userId, user.id)).orderBy(s.jobs.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ email: 'hr@example.com', titleAr: 'مهندس موقع', titleEn: 'Site engineer', salaryFrom: '9000.00', salaryTo: '12000.00' });
    // An empty copy falls back to the plain field.
    expect(rows[1]).toMatchObject({ titleEn: 'Site engineer', requirementsEn: 'Three years on concrete works.', salaryFrom: null });
  });

  it('checks every rule of the job form with per-field messages in the language', async () => {
    const { headers } = await reader();
    const res = await t.api('en', 'job', {
      headers,
      body: {
        email: 'not-an-email',
        title: ' ',
        title_en: '',
        title_ar: '',
        requirements: '',
        attendance_date: addDays(todayIso(), 1),
        salary_from: '-5',
        salary_to: 'abc',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({
      email: ['E-mail must be valid'],
      title: ['Field is required'],
      requirements: ['Field is required'],
      attendance_date: ['The date cannot be after today'],
      salary_from: ['Enter the salary as a positive amount'],
      salary_to: ['Enter the salary as a positive amount'],
    });
    const ar = await t.api('ar', 'job', { headers, body: { ...valid(), email: '', attendance_date: '2026-02-30', salary_from: '5000', salary_to: '4000' } });
    expect(ar.status).toBe(422);
    expect(ar.body.data).toEqual({
      // The shared e-mail rule names both problems of an empty address.
      email: ['من فضلك أدخل البريد الإلكتروني', 'يجب أن يكون البريد الإلكتروني صحيحًا'],
      attendance_date: ['يرجى إدخال تاريخ صحيح'],
      salary_to: ['لا يجوز أن يقل الحد الأعلى للراتب عن حده الأدنى'],
    });
  });

  it('a filled honeypot looks accepted but stores nothing', async () => {
    const { user, headers } = await reader();
    const res = await t.api('en', 'job', { headers, body: { ...valid(), website: 'http://spam.example' } });
    expect(res.body).toMatchObject({ check: true, msg: 'Job added successfully' });
    expect(await t.db.select().from(s.jobs).where(eq(s.jobs.userId, user.id))).toHaveLength(0);
  });

  it('an Idempotency-Key replays the first answer and creates one job', async () => {
    const { user, headers } = await reader();
    const h = { ...headers, 'idempotency-key': 'job-once-1' };
    const first = await t.api('en', 'job', { headers: h, body: valid() });
    const again = await t.api('en', 'job', { headers: h, body: valid() });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await t.db.select().from(s.jobs).where(eq(s.jobs.userId, user.id))).toHaveLength(1);
  });

  it('three jobs a month are free, the fourth needs a package granting jobs.add (402)', async () => {
    const { user, headers } = await reader();
    for (let i = 0; i < 3; i++) expect((await t.api('en', 'job', { headers, body: valid() })).status).toBe(200);
    const fourth = await t.api('en', 'job', { headers, body: valid() });
    expect(fourth.status).toBe(402);
    expect(fourth.body.msg).toBe('You must subscribe first');
    const pkg = await f.createPackage(t.db, { tier: 'basic', entitlements: ['jobs.add'] });
    await f.createSubscription(t.db, { userId: user.id, packageId: pkg.id });
    expect((await t.api('en', 'job', { headers, body: valid() })).status).toBe(200);
    // Five a day whatever the package: the sixth is refused with a clear 429.
    const fifth = await t.api('en', 'job', { headers, body: valid() });
    expect(fifth.status).toBe(200);
    const sixth = await t.api('ar', 'job', { headers, body: valid() });
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toBe('لقد بلغت الحد الأقصى لعدد الوظائف المسموح بنشرها في اليوم؛ يرجى المحاولة غدًا');
    expect(await t.db.select().from(s.jobs).where(eq(s.jobs.userId, user.id))).toHaveLength(5);
  });
});

describe('GET job', () => {
  it('pages open jobs newest first, 10 a page, without hidden or closed ones and without the poster e-mail', async () => {
    const poster = await f.createUser(t.db, { fullName: 'Mona Adel', fullNameAr: 'منى عادل', fullNameEn: 'Mona Adel' });
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 12; i++) {
      await f.createJob(t.db, { userId: poster.id, titleEn: `Paged job ${i}`, createdAt: new Date(base + i * 1000), salaryFrom: i === 11 ? '1500.5' : null });
    }
    await f.createJob(t.db, { userId: poster.id, titleEn: 'Hidden job', isActive: false, createdAt: new Date() });
    await f.createJob(t.db, { userId: poster.id, titleEn: 'Closed job', closedAt: new Date(), createdAt: new Date() });
    // Clear what earlier tests cached.
    await t.app.cache.invalidate('jobs:');
    const res = await t.api('en', 'job?page=1');
    expect(res.status).toBe(200);
    const list = jobListSchema.parse(res.body.data);
    expect(list.items.per_page).toBe(10);
    expect(list.items.data).toHaveLength(10);
    const titles = list.items.data.map((j) => j.title);
    expect(titles).not.toContain('Hidden job');
    expect(titles).not.toContain('Closed job');
    const newest = list.items.data.find((j) => j.title === 'Paged job 11')!;
    expect(newest).toMatchObject({ added_by: 'Mona Adel', salary_from: '1500.50', salary_to: null, closed: false });
    expect(JSON.stringify(res.body)).not.toContain(poster.email);
    const dates = list.items.data.map((j) => j.added_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await t.api('ar', `job?page=${list.items.last_page}`);
    expect(jobListSchema.parse(last.body.data).items.data.length).toBeGreaterThan(0);
    expect((await t.api('ar', 'job?page=0')).status).toBe(422);
  });

  it('finds jobs by a word typed without hamza or taa marbuta, in either language', async () => {
    await f.createJob(t.db, { titleAr: 'مهندس إنشاءات للمدينة الجديدة', titleEn: 'Structural engineer, new city', requirementsEn: 'Concrete design.' });
    const ar = await t.api('ar', `job?word=${encodeURIComponent('انشاءات المدينه')}`);
    expect(ar.status).toBe(200);
    expect(jobListSchema.parse(ar.body.data).items.data.map((j) => j.title)).toEqual(['مهندس إنشاءات للمدينة الجديدة']);
    const en = await t.api('en', 'job?word=structural');
    expect(jobListSchema.parse(en.body.data).items.data.map((j) => j.title)).toEqual(['Structural engineer, new city']);
    const none = await t.api('en', 'job?word=astronaut');
    expect(jobListSchema.parse(none.body.data).items).toMatchObject({ data: [], total: 0, last_page: 1 });
  });
});

describe('GET job/{id}, POST close_job, GET my_jobs', () => {
  it('shows a job, then closed after its poster closes it; only the poster may close it', async () => {
    const owner = await reader();
    const other = await reader();
    const job = await f.createJob(t.db, { userId: owner.user.id, titleEn: 'Closable job', titleAr: 'وظيفة للإغلاق' });
    const open = await t.api('ar', `job/${job.id}`);
    expect(jobDetailSchema.parse(open.body.data).item).toMatchObject({
      title: 'وظيفة للإغلاق',
      closed: false,
      path: `/society/job/${job.id}/${encodeURIComponent('وظيفة-للإغلاق')}`,
    });

    const visitor = await t.api('en', 'close_job', { body: { job_id: job.id } });
    expect(visitor.status).toBe(401);
    const notMine = await t.api('en', 'close_job', { headers: other.headers, body: { job_id: job.id } });
    expect(notMine.status).toBe(403);
    expect(notMine.body.msg).toBe('Only the poster of this job can do this');
    const closed = await t.api('en', 'close_job', { headers: owner.headers, body: { job_id: job.id } });
    expect(closed.body).toEqual({ check: true, msg: 'The job is closed', data: null });

    const page = await t.api('en', `job/${job.id}`);
    expect(jobDetailSchema.parse(page.body.data).item.closed).toBe(true);
    const list = jobListSchema.parse((await t.api('en', 'job?rows=50')).body.data);
    expect(list.items.data.map((j) => j.id)).not.toContain(job.id);

    const mine = await t.api('en', 'my_jobs', { headers: owner.headers });
    expect(myJobsSchema.parse(mine.body.data).jobs).toMatchObject([{ id: job.id, closed: true, applications: [] }]);
    expect((await t.api('en', 'my_jobs')).status).toBe(401);
  });

  it('answers 404 for an unknown, hidden or malformed job', async () => {
    const hidden = await f.createJob(t.db, { isActive: false });
    for (const path of ['job/999999', `job/${hidden.id}`, 'job/abc']) {
      const res = await t.api('en', path);
      expect(res.status).toBe(404);
      expect(res.body.check).toBe(false);
    }
  });
});

describe('sitemap', () => {
  it('lists the jobs page and every open job, not the closed ones', async () => {
    const open = await f.createJob(t.db, { titleEn: 'Sitemap open job' });
    const closed = await f.createJob(t.db, { titleEn: 'Sitemap closed job', closedAt: new Date() });
    await t.app.cache.invalidate('jobs:');
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('/society/jobs/1/jobs');
    expect(xml).toContain(`/society/job/${open.id}/sitemap-open-job`);
    expect(xml).not.toContain(`/society/job/${closed.id}/`);
  });
});
