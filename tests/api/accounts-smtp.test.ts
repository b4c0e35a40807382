/**
 * With SMTP_URL the activation code really leaves by SMTP: a real SMTP server (smtp-server) on
 * 127.0.0.1 receives it, and the code read from that mail activates the account.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import * as s from '../../src/server/db/schema/index';
import { buildTestApp, type TestApp } from '../helpers/app';
import { freePort, smtpServer } from '../helpers/smtp';
import type { AuthData, Captcha } from '../../src/shared/schemas/accounts';

let smtp: ReturnType<typeof smtpServer>;
let t: TestApp;

beforeAll(async () => {
  smtp = smtpServer(await freePort());
  await smtp.start();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Binaa <no-reply@binaa.test>' } });
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

it('sends the activation code through SMTP in the language of the registration; the code from the mail activates the account', async () => {
  const captcha = await t.api<Captcha>('en', 'captcha');
  const challenge = captcha.body.data.challenge as never;
  const solution = await solveChallenge({ challenge, deriveKey });
  const reg = await t.api('en', 'register', {
    method: 'POST',
    body: {
      name: 'Mail Tester',
      username: 'mail_tester',
      email: 'mail.tester@example.com',
      mobile: '01112345678',
      password: 'a long password',
      confirm_password: 'a long password',
      title_id: 2,
      recaptcha_token: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    },
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);

  await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
  const mail = smtp.received[0]!;
  expect(mail.to).toEqual(['mail.tester@example.com']);
  expect(mail.from).toBe('no-reply@binaa.test');
  expect(mail.data).toMatch(/^Subject: Your Binaa activation code/m);
  const code = /activation code is: (\d{5})/.exec(mail.data.replace(/=\r?\n/g, ''))?.[1];
  expect(code).toMatch(/^\d{5}$/);
  // Recorded as sent in the outbox (by the queue's worker, right after the SMTP server took it).
  const sentAt = async () => (await t.db.select().from(s.outbox).where(eq(s.outbox.toAddress, 'mail.tester@example.com')))[0]?.sentAt ?? null;
  await expect.poll(sentAt, { timeout: 5_000 }).not.toBeNull();

  const act = await t.api<AuthData>('en', 'user_activation', { method: 'POST', body: { email: 'mail.tester@example.com', otp_token: code } });
  expect(act.status, JSON.stringify(act.body)).toBe(200);
  expect(act.body.data.user.user_active).toBe(1);
});
