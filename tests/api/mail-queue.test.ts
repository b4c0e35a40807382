/**
 * Every e-mail goes through the durable queue (platform/jobs.ts, platform/mail.ts, decision 019):
 * a real SMTP server (smtp-server) on 127.0.0.1 that is down, then up; a restart of the app in
 * the middle of the queue; two app instances on one database. Each mail arrives exactly once and
 * its outbox row is marked sent. Retries start after MAIL_RETRY_DELAY=1 s (doubling); every wait
 * is a poll with a generous cap, never a timed assertion.
 */
import { afterEach, expect, it } from 'vitest';
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import * as s from '../../src/server/db/schema/index';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { startJobQueue, type JobQueue } from '../../src/server/platform/jobs';
import { createMailer, MAIL_QUEUE, mailJobId } from '../../src/server/platform/mail';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createTestDatabase, type TestDatabase } from '../setup/test-db';
import { createUser } from '../factories/accounts';
import { freePort, smtpServer } from '../helpers/smtp';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
});

/** Another app instance (or the app after a restart) on the database of `t`. */
async function anotherApp(t: TestApp, env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig(env, { LOG_LEVEL: 'silent', DATA_DIR: t.app.config.DATA_DIR, NODE_ENV: 'test' });
  const app = await buildApp({ config, database: t.database, web: false });
  await app.ready();
  return app;
}

const rows = (t: TestApp) => t.db.select().from(s.outbox).orderBy(asc(s.outbox.id));
const sentCount = async (t: TestApp) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.outbox)
      .where(isNotNull(s.outbox.sentAt))
  )[0]!.n;
/** The states of the mail jobs of every outbox row. */
const jobStates = async (t: TestApp, jobs: JobQueue) => Promise.all((await rows(t)).map(async (r) => (await jobs.getJob(MAIL_QUEUE, mailJobId(r.id)))?.state));

it('SMTP down: the request answers, the mail is retried, and it arrives once when the server is back; the row is marked sent', async () => {
  const smtp = smtpServer(await freePort());
  cleanups.push(smtp.stop);
  const t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1' } });
  cleanups.push(t.close);
  const u = await createUser(t.db, { email: 'queued.reset@example.com', language: 'en' });

  const res = await t.api('en', 'forget_password', { method: 'POST', body: { email: u.email } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // The mail is in the outbox before the answer; the first attempt fails (nothing listens).
  const [queued] = await rows(t);
  expect(queued?.toAddress).toBe(u.email);
  const error = async () => (await t.db.select({ error: s.outbox.error }).from(s.outbox).where(eq(s.outbox.id, queued!.id)))[0]?.error ?? null;
  await expect.poll(error, { timeout: 30_000, interval: 100 }).toMatch(/ECONNREFUSED|connect/i);
  expect(smtp.received).toHaveLength(0);

  await smtp.start();
  await expect.poll(() => smtp.received.length, { timeout: 60_000, interval: 200 }).toBe(1);
  await expect.poll(() => sentCount(t), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => jobStates(t, t.app.jobs), { timeout: 10_000 }).toEqual(['completed']);
  const job = await t.app.jobs.getJob(MAIL_QUEUE, mailJobId(queued!.id));
  expect(job!.retryCount).toBeGreaterThan(0);

  expect(smtp.received).toHaveLength(1);
  const mail = smtp.received[0]!;
  expect(mail.to).toEqual([u.email]);
  expect(mail.subject).toMatch(/reset/i);
  expect(mail.messageId).toMatch(new RegExp(`^<outbox\\.${queued!.id}\\.\\d+@binaa\\.local>$`));
  // The code in the mail is the one stored with the row (the one that resets the password).
  const code = /\b(\d{5})\b/.exec(queued!.textBody)?.[1];
  expect(code).toBeDefined();
  expect(mail.data.replace(/=\r?\n/g, '')).toContain(code!);
});

it('a restart in the middle of the queue loses no mail and sends none twice', async () => {
  const smtp = smtpServer(await freePort());
  cleanups.push(smtp.stop);
  const env = { SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1' };
  const t = await buildTestApp({ env });
  cleanups.push(t.close);
  for (let i = 1; i <= 5; i++) await t.app.mailer.send({ to: `restart${i}@example.com`, subject: `Restart ${i}`, text: `Mail ${i}` });
  // SMTP is down: attempts fail and wait for their retry.
  const failed = async () => (await rows(t)).filter((r) => r.error).length;
  await expect.poll(failed, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);

  // The app (and its queue) stops; a new one starts on the same database, SMTP now up.
  await t.app.close();
  expect(await sentCount(t)).toBe(0);
  await smtp.start();
  const again = await anotherApp(t, env);
  cleanups.push(() => again.close());

  await expect.poll(() => sentCount(t), { timeout: 90_000, interval: 250 }).toBe(5);
  await expect.poll(() => jobStates(t, again.jobs), { timeout: 10_000 }).toEqual(Array(5).fill('completed'));
  expect(smtp.received.map((m) => m.subject).sort()).toEqual(['Restart 1', 'Restart 2', 'Restart 3', 'Restart 4', 'Restart 5']);
  expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(5);
});

it('two app instances on one database send each mail exactly once', async () => {
  const smtp = smtpServer(await freePort());
  cleanups.push(smtp.stop);
  await smtp.start();
  const env = { SMTP_URL: smtp.url, MAIL_RETRY_DELAY: '1' };
  const t = await buildTestApp({ env });
  cleanups.push(t.close);
  const other = await anotherApp(t, env);
  cleanups.push(() => other.close());

  const subjects = Array.from({ length: 10 }, (_, i) => `Instance mail ${String(i + 1).padStart(2, '0')}`);
  await Promise.all(subjects.map((subject, i) => (i % 2 ? other : t.app).mailer.send({ to: `twice${i}@example.com`, subject, text: subject })));

  await expect.poll(() => sentCount(t), { timeout: 60_000, interval: 250 }).toBe(10);
  await expect.poll(() => jobStates(t, t.app.jobs), { timeout: 10_000 }).toEqual(Array(10).fill('completed'));
  expect(smtp.received.map((m) => m.subject).sort()).toEqual(subjects);
});

/** The log lines of a mailer without SMTP_URL, in production or development. */
async function keptMailLog(dev: boolean): Promise<Record<string, unknown>[]> {
  const db: TestDatabase = await createTestDatabase();
  cleanups.push(db.close);
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  const jobs = await startJobQueue(db.database, { log });
  cleanups.push(() => jobs.stop());
  const mailer = await createMailer(db.database, jobs, { from: 'Binaa <no-reply@binaa.test>', log, dev, retryDelaySeconds: 1, retryLimit: 1 });
  await mailer.send({ to: 'kept@example.com', subject: 'Your code', text: 'Your code is 12345' });
  await expect.poll(() => lines.filter((l) => l.msg === 'e-mail kept in the outbox (no SMTP_URL)').length, { timeout: 30_000 }).toBe(1);
  return lines;
}

it('without SMTP_URL keeps the mail in the outbox and logs it without its text (the code) in production', async () => {
  const line = (await keptMailLog(false)).find((l) => l.msg === 'e-mail kept in the outbox (no SMTP_URL)')!;
  expect(line).toMatchObject({ to: 'kept@example.com', subject: 'Your code' });
  expect(typeof line.id).toBe('number');
  expect(JSON.stringify(line)).not.toContain('12345');
});

it('in development the kept mail is logged with its text, for the developer to read the code', async () => {
  const line = (await keptMailLog(true)).find((l) => l.msg === 'e-mail kept in the outbox (no SMTP_URL)')!;
  expect(line).toMatchObject({ to: 'kept@example.com', subject: 'Your code', text: 'Your code is 12345' });
});
