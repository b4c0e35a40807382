/**
 * The back office's inbox (issue 18, area `inbox`): contact messages, deal requests and job
 * applications listed unread or handled, the handled mark, a reply queued as a mail whose HTML
 * part escapes the staff member's text, and the staff CV link (it opens in that staff member's
 * session only, and expires); each write leaves its audit entry.
 */
import { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as f from '../factories/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { pdf } from '../helpers/cv-files';
import { signedInReader } from '../helpers/session';
import { signedInStaff } from '../helpers/staff';
import * as s from '../../src/server/db/schema/index';
import { signStaffApplicationToken } from '../../src/server/domains/jobs/service';
import { loadSecret } from '../../src/server/platform/secret';
import { WEB_ACCESS_KEY } from '../../src/shared/envelope';
import type { AdminPage } from '../../src/shared/schemas/admin';
import type { ApplicationItem, ContactItem, DealRequestItem, InboxSummary } from '../../src/shared/schemas/inbox-admin';

let t: TestApp;
let support: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await buildTestApp();
  support = await signedInStaff(t, 'support');
});
afterAll(() => t?.close());

const call = <T>(lang: string, path: string, init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; headers?: Record<string, string> } = {}) =>
  t.admin<T>(lang, path, { headers: support.headers, ...init });
const auditOf = (action: string, entityId: number) =>
  t.db
    .select()
    .from(s.adminAudit)
    .where(and(eq(s.adminAudit.action, action), eq(s.adminAudit.entityId, String(entityId))))
    .orderBy(desc(s.adminAudit.id));

let ip = 0;
/** A contact message sent through the site's form. */
async function contactMessage(name: string, email: string, message: string, lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${lang}/front/contact_us`,
    headers: { 'x-access-key': WEB_ACCESS_KEY, 'x-forwarded-for': `10.55.0.${++ip}` },
    payload: { name, email, code: '+20', phone: '+2001012345678', message },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.db.select().from(s.contactMessages).where(eq(s.contactMessages.email, email.toLowerCase())).orderBy(desc(s.contactMessages.id));
  return row!;
}

describe('contact messages', () => {
  it('are listed newest first, unread by default; marked handled and unread again, audited', async () => {
    const first = await contactMessage('Samir Fathy', 'samir.inbox@example.com', 'Where do the cement prices come from?');
    const second = await contactMessage('Laila Nabil', 'laila.inbox@example.com', 'Please call me back.', 'ar');
    const unread = await call<AdminPage<ContactItem>>('en', 'inbox/contact?q=.inbox@');
    expect(unread.status).toBe(200);
    expect(unread.body.data.items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect(unread.body.data.items[1]).toMatchObject({
      name: 'Samir Fathy',
      email: 'samir.inbox@example.com',
      phone: '+2001012345678',
      lang: 'en',
      handled_at: null,
    });
    expect(unread.body.data.items[0]!.lang).toBe('ar');

    const mark = await call('ar', `inbox/contact/${first.id}/handled`, { method: 'PUT', body: { handled: true } });
    expect(mark.status).toBe(200);
    expect(mark.body.msg).toBe('عُلّمت كمُعالَجة');
    const still = await call<AdminPage<ContactItem>>('en', 'inbox/contact?q=.inbox@');
    expect(still.body.data.items.map((i) => i.id)).toEqual([second.id]);
    const handled = await call<AdminPage<ContactItem>>('en', 'inbox/contact?q=.inbox@&state=handled');
    expect(handled.body.data.items).toMatchObject([{ id: first.id, handled_by: support.user.fullName, handled_at: expect.any(String) }]);
    const all = await call<AdminPage<ContactItem>>('en', 'inbox/contact?q=.inbox@&state=all');
    expect(all.body.data.total).toBe(2);
    expect((await auditOf('contact_message.handle', first.id))[0]).toMatchObject({
      area: 'inbox',
      actor: support.user.email,
      before: { handled: false },
      after: { handled: true },
    });

    const back = await call('en', `inbox/contact/${first.id}/handled`, { method: 'PUT', body: { handled: false } });
    expect(back.body.msg).toBe('Marked as unread');
    const [row] = await t.db.select().from(s.contactMessages).where(eq(s.contactMessages.id, first.id));
    expect(row).toMatchObject({ handledAt: null, handledBy: null });
    expect(await auditOf('contact_message.unhandle', first.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown message or kind, and 422 for a bad body', async () => {
    expect((await call('en', 'inbox/contact/999999/handled', { method: 'PUT', body: { handled: true } })).status).toBe(404);
    expect((await call('en', 'inbox/letters/1/handled', { method: 'PUT', body: { handled: true } })).status).toBe(404);
    const m = await contactMessage('Bad Body', 'bad.body@example.com', 'Hello');
    const bad = await call<Record<string, string[]>>('en', `inbox/contact/${m.id}/handled`, { method: 'PUT', body: { handled: 'yes' } });
    expect(bad.status).toBe(422);
    expect((await call('en', 'inbox/contact?state=maybe')).status).toBe(422);
  });

  it('a reply is queued as a mail to the sender in their language, its text escaped in the HTML part; the message becomes handled', async () => {
    const m = await contactMessage('Hany <b>', 'hany.reply@example.com', 'Line one\nLine <two>', 'ar');
    const text = 'Thanks <script>alert(1)</script> & welcome\nSecond line';
    const empty = await call<Record<string, string[]>>('ar', `inbox/contact/${m.id}/reply`, { body: { subject: '', message: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.data).toEqual({ subject: ['هذا الحقل مطلوب'], message: ['هذا الحقل مطلوب'] });

    const res = await call('en', `inbox/contact/${m.id}/reply`, { body: { subject: 'Re: your message', message: text } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe('The reply is queued in the outbox and will be sent');
    const [mail] = await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, 'hany.reply@example.com'));
    expect(mail).toMatchObject({ subject: 'Re: your message' });
    expect(mail!.textBody).toContain(text);
    expect(mail!.textBody).toContain('> Line <two>');
    expect(mail!.textBody).toContain('فريق بناء');
    expect(mail!.htmlBody).toContain('Thanks &lt;script&gt;alert(1)&lt;/script&gt; &amp; welcome<br>Second line');
    expect(mail!.htmlBody).toContain('Line &lt;two&gt;');
    expect(mail!.htmlBody).not.toContain('<script>');
    expect(mail!.htmlBody).toContain('dir="rtl"');
    const [row] = await t.db.select().from(s.contactMessages).where(eq(s.contactMessages.id, m.id));
    expect(row!.handledBy).toBe(support.user.id);
    expect((await auditOf('contact_message.reply', m.id))[0]).toMatchObject({
      after: { handled: true, to: 'hany.reply@example.com', subject: 'Re: your message', message: text },
    });
  });
});

describe('deal requests', () => {
  it('are listed with the requester and the deal, and answered by e-mail', async () => {
    const requester = await f.createUser(t.db, {
      email: 'deal.requester@example.com',
      fullName: 'Omar Said',
      fullNameEn: 'Omar Said',
      language: 'en',
      mobile: '01012345678',
    });
    const request = await f.createDealRequest(t.db, { userId: requester.id });
    const list = await call<AdminPage<DealRequestItem>>('en', 'inbox/deal_requests?q=deal.requester');
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({
      id: request.id,
      name: 'Omar Said',
      email: 'deal.requester@example.com',
      mobile: '01012345678',
      deal: { id: request.dealId, closed: false, poster_email: expect.stringContaining('@') },
    });
    expect(list.body.data.items[0]!.deal.title).toMatch(/ — /);

    const res = await call('en', `inbox/deal_requests/${request.id}/reply`, { body: { subject: 'Your deal request', message: 'The seller will call you.' } });
    expect(res.status).toBe(200);
    const [mail] = await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, 'deal.requester@example.com'));
    expect(mail!.textBody).toContain('About your request for the deal: ');
    const handled = await call<AdminPage<DealRequestItem>>('en', 'inbox/deal_requests?q=deal.requester&state=handled');
    expect(handled.body.data.items.map((i) => i.id)).toEqual([request.id]);
    expect(await auditOf('deal_request.reply', request.id)).toHaveLength(1);
  });
});

describe('job applications', () => {
  it('are listed with the applicant, the job and the CV; the CV link opens for that staff member only, and expires', async () => {
    const applicant = await f.createUser(t.db, { email: 'cv.applicant@example.com', fullName: 'Nour Hassan', fullNameAr: 'نور حسن', language: 'ar' });
    const key = `cv/test/inbox-${Date.now()}`;
    const bytes = pdf('Nour Hassan, site engineer');
    await t.app.storage.put(key, Readable.from([bytes]));
    const application = await f.createJobApplication(t.db, {
      userId: applicant.id,
      filePath: key,
      fileName: 'nour.pdf',
      fileSize: bytes.length,
      comment: 'Ten years of sites',
    });

    const list = await call<AdminPage<ApplicationItem>>('ar', 'inbox/applications?q=cv.applicant');
    expect(list.body.data.items[0]).toMatchObject({
      id: application.id,
      name: 'نور حسن',
      comment: 'Ten years of sites',
      file_name: 'nour.pdf',
      job: { id: application.jobId },
    });

    const link = await call<{ url: string; expires_at: string }>('en', `inbox/applications/${application.id}/cv_link`, { body: {} });
    expect(link.status).toBe(200);
    expect(new Date(link.body.data.expires_at).getTime()).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect(await auditOf('job_application.cv_link', application.id)).toHaveLength(1);
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers: { 'x-access-key': WEB_ACCESS_KEY, ...headers } });
    const mine = await get(link.body.data.url, support.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toContain('nour.pdf');
    expect(mine.rawPayload.equals(bytes)).toBe(true);

    // Anyone else holding the URL: a visitor, a reader, another staff member.
    expect((await get(link.body.data.url)).statusCode).toBe(403);
    expect((await get(link.body.data.url, (await signedInReader(t)).headers)).statusCode).toBe(403);
    expect((await get(link.body.data.url, (await signedInStaff(t, 'support')).headers)).statusCode).toBe(403);
    // A role taken away closes the link at once.
    const leaver = await signedInStaff(t, 'support');
    const leaverLink = await call<{ url: string }>('en', `inbox/applications/${application.id}/cv_link`, { body: {}, headers: leaver.headers });
    expect((await get(leaverLink.body.data.url, leaver.headers)).statusCode).toBe(200);
    await t.db.update(s.users).set({ role: 'editor' }).where(eq(s.users.id, leaver.user.id));
    expect((await get(leaverLink.body.data.url, leaver.headers)).statusCode).toBe(403);

    // Expired, or turned into a poster's link by dropping the staff part: refused.
    const secret = loadSecret(t.app.config);
    const expired = signStaffApplicationToken(secret, application.id, Math.floor(Date.now() / 1000) - 1, support.user.id);
    const old = await get(`/api/v1/en/front/job_application_file?token=${expired}`, support.headers);
    expect(old.statusCode).toBe(403);
    expect(old.json()).toMatchObject({ check: false });
    const token = new URL(link.body.data.url, 'http://x').searchParams.get('token')!;
    const stripped = token.replace(/\.s\d+\./, '.');
    expect((await get(`/api/v1/en/front/job_application_file?token=${stripped}`)).statusCode).toBe(403);
    expect((await call('en', 'inbox/applications/999999/cv_link', { body: {} })).status).toBe(404);
  });

  it('counts unread messages of each kind', async () => {
    const before = (await call<InboxSummary>('en', 'inbox')).body.data;
    const application = await f.createJobApplication(t.db);
    const after = (await call<InboxSummary>('en', 'inbox')).body.data;
    expect(after.applications).toEqual({ unread: before.applications.unread + 1, total: before.applications.total + 1 });
    await call('en', `inbox/applications/${application.id}/handled`, { method: 'PUT', body: { handled: true } });
    expect((await call<InboxSummary>('en', 'inbox')).body.data.applications.unread).toBe(before.applications.unread);
    expect(after.contact.total).toBeGreaterThanOrEqual(after.contact.unread);
    // The dashboard's unread inbox is every kind's.
    await f.createDealRequest(t.db);
    const now = (await call<InboxSummary>('en', 'inbox')).body.data;
    const dashboard = await call<{ unread_inbox: number }>('en', 'dashboard');
    expect(dashboard.body.data.unread_inbox).toBe(now.contact.unread + now.deal_requests.unread + now.applications.unread);
    expect(now.deal_requests.unread).toBeGreaterThan(0);
  });
});
