#!/usr/bin/env node
/**
 * A signed-in back-office session for screenshots and manual checks:
 *   node scripts/staff-session.mjs http://127.0.0.1:3100 admin@example.com 'password'
 * signs in, sets up the second factor the first time (the TOTP secret is kept in
 * $TMPDIR/binaa-totp-<port>-<email>) or proves it, and prints `binaa_session=<token>` for
 * `shot.mjs --cookie`. Development only: it holds the secret in a temporary file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';

const [base, email, password] = process.argv.slice(2);
if (!base || !email || !password) {
  console.error('usage: node scripts/staff-session.mjs BASE_URL EMAIL PASSWORD');
  process.exit(2);
}
const origin = new URL(base).origin;
const headers = { 'x-access-key': 'binaa-web', 'content-type': 'application/json', origin };
// One file per server and account: several servers on one machine keep their own secrets.
const secretFile = join(tmpdir(), `binaa-totp-${new URL(base).port || 'default'}-${email.toLowerCase()}`);
const code = (secret) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

const login = await fetch(`${origin}/api/v1/en/front/login`, { method: 'POST', headers, body: JSON.stringify({ username: email, password }) });
if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
const token = login.headers
  .getSetCookie()
  .map((c) => /^binaa_session=([^;]+)/.exec(c)?.[1])
  .find(Boolean);
if (!token) throw new Error('login: no session cookie');
const withCookie = { ...headers, cookie: `binaa_session=${token}` };
const admin = (path, body) =>
  fetch(
    `${origin}/api/v1/en/admin/${path}`,
    body === undefined ? { headers: withCookie } : { method: 'POST', headers: withCookie, body: JSON.stringify(body) },
  ).then((r) => r.json());

const me = await admin('me');
if (!me.check) throw new Error(`admin/me: ${me.msg}`);
if (me.data.second_factor === 'setup') {
  const setup = await admin('second_factor/setup', {});
  if (!setup.check) throw new Error(`setup: ${setup.msg} (is PUBLIC_URL the server's own origin, ${origin}?)`);
  writeFileSync(secretFile, setup.data.secret, { mode: 0o600 });
  const on = await admin('second_factor/enable', { code: code(setup.data.secret) });
  if (!on.check) throw new Error(`enable: ${on.msg}`);
} else if (me.data.second_factor === 'verify') {
  const secret = readFileSync(secretFile, 'utf8').trim();
  let res = await admin('second_factor/verify', { code: code(secret) });
  if (!res.check) {
    // This 30-second code was already spent by another session: wait for the next one.
    await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 500));
    res = await admin('second_factor/verify', { code: code(secret) });
  }
  if (!res.check) throw new Error(`verify: ${res.msg}`);
}
console.log(`binaa_session=${token}`);
