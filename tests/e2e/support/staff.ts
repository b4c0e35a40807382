/**
 * Staff of the back office in the journeys (issue 18). The e2e server makes a first admin from
 * ADMIN_EMAIL/ADMIN_PASSWORD (web-server.mjs). One worker signs that admin in once per run and
 * sets up its second factor; its session (cookie) is shared with the other workers through a file
 * (TOTP codes are accepted once: parallel workers must not each prove the same account).
 *
 * `signInStaff(page, role)`: a new person, registered and activated through the API in the page's
 * browser context, made `role` by the admin, with the second factor set up and proved for that
 * context's session. Returns the person and their TOTP secret.
 */
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { StaffRole } from '../../../src/shared/admin';
import { createActiveUser, newPerson, WEB_KEY } from './accounts';

export const E2E_ADMIN = { email: 'e2e.admin@example.com', password: 'e2e admin password' };

export const totpCode = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

const base = () => `http://127.0.0.1:${process.env.BINAA_E2E_PORT}`;
const shared = () => join(tmpdir(), `binaa-e2e-admin-${process.env.BINAA_E2E_RUN ?? process.env.BINAA_E2E_PORT}`);

async function adminCall(request: APIRequestContext, cookie: string | null, path: string, body?: unknown) {
  const headers = { ...WEB_KEY, origin: base(), ...(cookie ? { cookie } : {}) };
  const res =
    body === undefined
      ? await request.get(`${base()}/api/v1/en/admin/${path}`, { headers })
      : await request.post(`${base()}/api/v1/en/admin/${path}`, { headers, data: body });
  const json = await res.json();
  if (!res.ok()) throw new Error(`admin ${path}: ${res.status()} ${json.msg}`);
  return json.data;
}

/** Sets up the second factor of the session behind `cookie` (or the context's own cookies); returns the TOTP secret. */
export async function setUpSecondFactor(request: APIRequestContext, cookie: string | null = null): Promise<string> {
  const { secret } = await adminCall(request, cookie, 'second_factor/setup', {});
  await adminCall(request, cookie, 'second_factor/enable', { code: totpCode(secret) });
  return secret;
}

/** The run's admin session cookie (made once, by whichever worker asks first). */
async function adminCookie(request: APIRequestContext): Promise<string> {
  const file = `${shared()}.json`;
  const lock = `${shared()}.lock`;
  let mine = false;
  try {
    closeSync(openSync(lock, 'wx'));
    mine = true;
  } catch {
    // another worker makes it
  }
  if (mine) {
    try {
      // A separate cookie jar: the context's own session must not sign this request.
      const res = await fetch(`${base()}/api/v1/en/front/login`, {
        method: 'POST',
        headers: { ...WEB_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ username: E2E_ADMIN.email, password: E2E_ADMIN.password }),
      });
      if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`);
      const token = res.headers
        .getSetCookie()
        .map((c) => /^binaa_session=([^;]+)/.exec(c)?.[1])
        .find(Boolean);
      if (!token) throw new Error('admin login: no session cookie');
      const cookie = `binaa_session=${token}`;
      await setUpSecondFactor(request, cookie);
      writeFileSync(file, cookie);
      return cookie;
    } catch (err) {
      writeFileSync(file, `ERROR ${String(err)}`);
      throw err;
    }
  }
  for (let i = 0; i < 600 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  const cookie = readFileSync(file, 'utf8');
  if (cookie.startsWith('ERROR')) throw new Error(`the run's admin session could not be made: ${cookie}`);
  return cookie;
}

/** A new staff member of `role`, signed in (second factor proved) in the page's browser context. */
export async function signInStaff(page: Page, role: StaffRole, tag: string = role) {
  const person = newPerson(tag.replace(/_/g, '').slice(0, 8));
  await createActiveUser(page.request, person);
  const cookie = await adminCookie(page.request);
  const found = await adminCall(page.request, cookie, `users?q=${encodeURIComponent(person.email)}`);
  const id = found.items[0]?.id;
  if (!id) throw new Error(`signInStaff: ${person.email} not found`);
  await adminCall(page.request, cookie, `users/${id}/role`, { role });
  const totp = await setUpSecondFactor(page.request);
  return { person, id, totp };
}

/** A new reader made `role` by the admin, signed in but without a second factor (the journey sets it up). */
export async function signInNewStaff(page: Page, role: StaffRole) {
  const person = newPerson(role.replace(/_/g, '').slice(0, 8));
  await createActiveUser(page.request, person);
  const cookie = await adminCookie(page.request);
  const found = await adminCall(page.request, cookie, `users?q=${encodeURIComponent(person.email)}`);
  await adminCall(page.request, cookie, `users/${found.items[0].id}/role`, { role });
  return person;
}
