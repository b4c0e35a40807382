/**
 * Test-only helpers of the account journeys: unique users, an active account made through the
 * API (captcha solved with altcha-lib, as the widget does, code read from the mail that reached the test SMTP server), and a
 * private client address per test so the per-address rate limits of one test never touch another.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { mailboxMark, mailedCode } from './mailbox';

export const WEB_KEY = { 'x-access-key': 'binaa-web' };

let seq = 0;
/** A new person: unique username and e-mail per run and test. */
export function newPerson(tag: string) {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(seq++).toString(36)}`.slice(-10);
  return {
    name: `Tester ${tag} ${id}`,
    username: `t_${tag}_${id}`.slice(0, 20),
    email: `${tag}.${id}@example.com`,
    mobile: '01012345678',
    password: `pass-${id}-word`,
  };
}
export type Person = ReturnType<typeof newPerson>;

/** A private client address (the server trusts X-Forwarded-For) for every request of the context. */
export async function ownAddress(context: BrowserContext): Promise<string> {
  const ip = `10.${(process.pid % 200) + 1}.${Math.floor(Math.random() * 250) + 1}.${(seq++ % 250) + 1}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  return ip;
}

/**
 * Registers and activates `person` through the API. With the page's own `request` (page.request),
 * the session cookie of the activation lands in the browser: the page is then signed in.
 */
export async function createActiveUser(request: APIRequestContext, person: Person, opts: { activate?: boolean } = {}) {
  const captcha = await request.get('/api/v1/en/front/captcha', { headers: WEB_KEY });
  const challenge = (await captcha.json()).data.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const before = await mailboxMark();
  const reg = await request.post('/api/v1/en/front/register', {
    headers: WEB_KEY,
    data: { ...person, confirm_password: person.password, title_id: 2, recaptcha_token: token },
  });
  if (!reg.ok()) throw new Error(`register: ${reg.status()} ${await reg.text()}`);
  if (opts.activate === false) return;
  const code = await mailedCode(person.email, before);
  const act = await request.post('/api/v1/en/front/user_activation', { headers: WEB_KEY, data: { email: person.email, otp_token: code } });
  if (!act.ok()) throw new Error(`activation: ${act.status()} ${await act.text()}`);
}

/** The login form's labels as a reader reads them (written out by each spec). */
export interface LoginLabels {
  loginField: string;
  password: string;
  submitLogin: string;
}

/** Signs `person` in through the login page the browser is on (hydrated), as a reader does. */
export async function logInThroughForm(page: Page, labels: LoginLabels, person: { username: string; password: string }) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: labels.loginField, exact: true }).fill(person.username);
  await main
    .getByLabel(new RegExp(`^${labels.password}\\s*\\*?$`))
    .and(page.locator('input'))
    .fill(person.password);
  await page.getByRole('button', { name: labels.submitLogin, exact: true }).click();
}
