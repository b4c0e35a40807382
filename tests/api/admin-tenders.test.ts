/**
 * The back office's tenders (issue 31 item 7, area `tenders`): an editor lists, adds, changes,
 * hides and deletes tenders, each write with its audit entry, and the site follows at once; a
 * prices clerk may not; the body is checked (both languages); publishing queues the alerts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from '../../src/server/db/schema/index';
import { addDays, todayIso } from '../../src/shared/dates';
import type { AdminPage } from '../../src/shared/schemas/admin';
import type { TenderAdmin, TendersList } from '../../src/shared/schemas/tenders';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { signedInReader } from '../helpers/session';
import { auditEntries, signedInStaff } from '../helpers/staff';

let t: TestApp;
let editor: Awaited<ReturnType<typeof signedInStaff>>;
let gov: number;
let cement: number;

beforeAll(async () => {
  t = await buildTestApp();
  editor = await signedInStaff(t, 'editor');
  gov = (await f.createGovernorate(t.db, { nameAr: 'أسيوط', nameEn: 'Asyut' })).id;
  cement = (await f.createProduct(t.db, { slug: 'cement-at', nameAr: 'أسمنت', nameEn: 'Cement' })).id;
});
afterAll(() => t?.close());

const body = (o: Record<string, unknown> = {}) => ({
  title_ar: 'توريد أسمنت لإسكان أسيوط',
  title_en: 'Cement for Asyut housing',
  buyer_ar: 'هيئة المجتمعات العمرانية',
  buyer_en: 'New Urban Communities Authority',
  kind: 'public',
  status: 'open',
  governorate_id: gov,
  product_ids: [cement],
  quantity: 12000,
  unit_ar: 'طن',
  unit_en: 'tonnes',
  deadline: addDays(todayIso(), 20),
  documents_url: 'https://tenders.example.eg/asyut',
  description_ar: '',
  description_en: '',
  ...o,
});

const siteTitles = async () => (await t.api<TendersList>('en', 'tenders')).body.data.tenders.data.map((r) => r.title);

describe('the tenders area', () => {
  it('lets an editor add a tender: audited, on the site at once, its alerts queued', async () => {
    const reader = await signedInReader(t, { userActive: true, language: 'en' });
    expect((await t.api('en', 'tender_alert', { body: { product_id: cement }, headers: reader.headers })).status).toBe(200);
    expect(await siteTitles()).toEqual([]);

    const res = await t.admin<TenderAdmin>('en', 'tenders', { body: body(), headers: editor.headers });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    expect(res.body.data).toMatchObject({ title_en: 'Cement for Asyut housing', product_ids: [cement], quantity: '12000.00', is_active: true });
    const [entry] = await auditEntries(t, 'tender', id);
    expect(entry).toMatchObject({ area: 'tenders', action: 'tender.create', userId: editor.user.id });
    expect(await siteTitles()).toEqual(['Cement for Asyut housing']);

    // The job's worker mails the reader whose alert matches.
    await expect
      .poll(async () => (await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, reader.user.email))).map((m) => m.subject), { timeout: 15_000 })
      .toEqual(['New tender: Cement for Asyut housing']);
  });

  it('changes, hides and deletes a tender, each with its audit entry, and the site follows', async () => {
    const { id } = (await t.admin<TenderAdmin>('en', 'tenders', { body: body({ title_en: 'Second' }), headers: editor.headers })).body.data;
    const changed = await t.admin<TenderAdmin>('en', `tenders/${id}`, {
      method: 'PUT',
      body: body({ title_en: 'Second, changed', status: 'awarded' }),
      headers: editor.headers,
    });
    expect(changed.status).toBe(200);
    expect(await siteTitles()).toContain('Second, changed');
    const hidden = await t.admin<TenderAdmin>('en', `tenders/${id}/active`, { body: { is_active: false }, headers: editor.headers });
    expect(hidden.body.data.is_active).toBe(false);
    expect(await siteTitles()).not.toContain('Second, changed');
    // A change keeps a hidden tender hidden (the form does not send is_active).
    await t.admin('en', `tenders/${id}`, { method: 'PUT', body: body({ title_en: 'Second, again' }), headers: editor.headers });
    expect(await siteTitles()).not.toContain('Second, again');
    const list = await t.admin<AdminPage<TenderAdmin>>('en', 'tenders?q=again&active=inactive', { headers: editor.headers });
    expect(list.body.data.items.map((r) => r.id)).toEqual([id]);
    expect((await t.admin('en', `tenders/${id}`, { method: 'DELETE', headers: editor.headers })).status).toBe(200);
    expect((await t.admin('en', `tenders/${id}`, { headers: editor.headers })).status).toBe(404);
    expect((await auditEntries(t, 'tender', id)).map((e) => e.action)).toEqual([
      'tender.create',
      'tender.update',
      'tender.deactivate',
      'tender.update',
      'tender.delete',
    ]);
  });

  it('checks the body, in the language of the request', async () => {
    const bad = await t.admin('en', 'tenders', {
      body: body({ title_en: '', documents_url: 'http://plain.example.eg', product_ids: [], kind: 'secret', deadline: 'soon' }),
      headers: editor.headers,
    });
    expect(bad.status).toBe(422);
    const fields = bad.body.data as Record<string, string[]>;
    expect(Object.keys(fields).sort()).toEqual(['deadline', 'documents_url', 'kind', 'product_ids', 'title_en']);
    expect(fields.documents_url).toEqual(['Enter a link that starts with https://']);
    const ar = await t.admin('ar', 'tenders', { body: body({ documents_url: 'ftp://x.eg' }), headers: editor.headers });
    expect(ar.body.data).toEqual({ documents_url: ['أدخل رابطًا يبدأ بـ https://'] });
    const unknown = await t.admin('en', 'tenders', { body: body({ governorate_id: 999_999, product_ids: [999_999] }), headers: editor.headers });
    expect(Object.keys(unknown.body.data as object).sort()).toEqual(['governorate_id', 'product_ids']);
  });

  it('refuses a prices clerk and a reader', async () => {
    const clerk = await signedInStaff(t, 'prices_clerk');
    expect((await t.admin('en', 'tenders', { headers: clerk.headers })).status).toBe(403);
    expect((await t.admin('en', 'tenders', { body: body(), headers: clerk.headers })).status).toBe(403);
    const reader = await signedInReader(t, { userActive: true });
    expect((await t.admin('en', 'tenders', { headers: reader.headers })).status).toBe(403);
  });
});
