/**
 * The back office's outbox (issue 18, area `outbox`, admins only), with a real SMTP server
 * (smtp-server on 127.0.0.1) that is down, then up: a mail whose attempts failed shows as failed
 * with its error and attempts; "send again" queues it through the same mail job and it arrives
 * exactly once; a sent mail, or one whose job still retries, is not queued again; each resend is
 * audited. Every wait is a poll, never a fixed sleep.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { freePort, smtpServer } from '../helpers/smtp';
import { signedInStaff } from '../helpers/staff';
import * as s from '../../src/server/db/schema/index';
import { MAIL_QUEUE, mailJobId } from '../../src/server/platform/mail';
import type { OutboxDetail, OutboxList } from '../../src/shared/schemas/outbox-admin';

let t: TestApp;
let smtp: ReturnType<typeof smtpServer>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  smtp = smtpServer(await freePort());
  // One attempt per job: a failure is final at once (the job is `failed`), as after its last retry.
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_LIMIT: '0', MAIL_RETRY_DELAY: '1' } });
  admin = await signedInStaff(t, 'admin');
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

const call = <T>(lang: string, path: string, body?: unknown) => t.admin<T>(lang, path, { headers: admin.headers, ...(body === undefined ? {} : { body }) });
const row = async (id: number) => (await t.db.select().from(s.outbox).where(eq(s.outbox.id, id)))[0]!;
/** Queues a mail as the site does; its outbox row. */
async function queue(to: string, subject: string) {
  await t.app.mailer.send({ to, subject, text: `Body of ${subject}` });
  return (await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, to)).orderBy(desc(s.outbox.id)))[0]!;
}

describe('the outbox', () => {
  it('shows a failed mail with its error and attempts; sends it again once, audited; refuses to resend a sent one', async () => {
    const mail = await queue('retry.me@example.com', 'Resend me');
    // SMTP is down: the only attempt fails and the job ends failed.
    await expect.poll(async () => (await t.app.jobs.getJob(MAIL_QUEUE, mailJobId(mail.id)))?.state, { timeout: 30_000, interval: 100 }).toBe('failed');
    const failed = await call<OutboxList>('en', 'outbox?status=failed&q=retry.me');
    expect(failed.status).toBe(200);
    expect(failed.body.data.items).toMatchObject([
      { id: mail.id, to: 'retry.me@example.com', subject: 'Resend me', status: 'failed', attempts: 1, resends: 0 },
    ]);
    expect(failed.body.data.items[0]!.error).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.body.data.counts.failed).toBeGreaterThanOrEqual(1);
    expect(failed.body.data.smtp).toBe(true);
    const detail = await call<OutboxDetail>('en', `outbox/${mail.id}`);
    expect(detail.body.data).toMatchObject({ text: 'Body of Resend me', has_html: false, job: { state: 'failed' }, can_resend: true });

    await smtp.start();
    const res = await call('en', `outbox/${mail.id}/resend`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.msg).toBe('The mail is queued to be sent again');
    await expect.poll(async () => (await row(mail.id)).sentAt, { timeout: 30_000, interval: 100 }).not.toBeNull();
    await expect.poll(async () => (await t.app.jobs.getJob(MAIL_QUEUE, mailJobId(mail.id, 1)))?.state, { timeout: 10_000 }).toBe('completed');
    expect(smtp.received.filter((m) => m.subject === 'Resend me')).toHaveLength(1);
    expect(await row(mail.id)).toMatchObject({ error: null, attempts: 2, resends: 1 });
    const sent = await call<OutboxList>('en', 'outbox?status=sent&q=retry.me');
    expect(sent.body.data.items).toMatchObject([{ id: mail.id, status: 'sent' }]);

    const [entry] = await t.db
      .select()
      .from(s.adminAudit)
      .where(and(eq(s.adminAudit.action, 'mail.resend'), eq(s.adminAudit.entityId, String(mail.id))));
    expect(entry).toMatchObject({
      area: 'outbox',
      actor: admin.user.email,
      before: { to: 'retry.me@example.com', attempts: 1, resends: 0 },
      after: { resends: 1 },
    });

    const again = await call('ar', `outbox/${mail.id}/resend`, {});
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('أُرسلت هذه الرسالة بالفعل');
    expect((await call<OutboxDetail>('en', `outbox/${mail.id}`)).body.data.can_resend).toBe(false);
    expect(smtp.received.filter((m) => m.subject === 'Resend me')).toHaveLength(1);
  });

  it('does not queue a mail whose job will still try by itself', async () => {
    const mail = await t.db.insert(s.outbox).values({ toAddress: 'waiting@example.com', subject: 'Waiting', textBody: 'x' }).returning();
    await t.app.jobs.send(MAIL_QUEUE, { outboxId: mail[0]!.id }, { id: mailJobId(mail[0]!.id), startAfter: 3600 });
    const res = await call('en', `outbox/${mail[0]!.id}/resend`, {});
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('This mail is still queued and will be retried by itself');
    expect((await call<OutboxDetail>('en', `outbox/${mail[0]!.id}`)).body.data).toMatchObject({
      status: 'pending',
      can_resend: false,
      job: { state: 'created' },
    });
  });

  it('filters by date and refuses bad filters and unknown mails', async () => {
    const [old] = await t.db
      .insert(s.outbox)
      .values({
        toAddress: 'dated@example.com',
        subject: 'Old news',
        textBody: 'x',
        createdAt: new Date('2025-02-10T10:00:00Z'),
        sentAt: new Date('2025-02-10T10:01:00Z'),
      })
      .returning();
    const feb = await call<OutboxList>('en', 'outbox?from=2025-02-01&to=2025-02-28');
    expect(feb.body.data.items.map((i) => i.id)).toEqual([old!.id]);
    expect((await call<OutboxList>('en', 'outbox?from=2025-03-01&q=dated')).body.data.total).toBe(0);
    const bad = await call<Record<string, string[]>>('en', 'outbox?status=lost&from=yesterday');
    expect(bad.status).toBe(422);
    expect(bad.body.data).toMatchObject({ from: ['Please enter a valid date'] });
    expect((await call('en', 'outbox/999999')).status).toBe(404);
    expect((await call('en', 'outbox/999999/resend', {})).status).toBe(404);
  });

  it('is for admins only', async () => {
    const support = await signedInStaff(t, 'support');
    expect((await t.admin('en', 'outbox', { headers: support.headers })).status).toBe(403);
  });
});
