#!/usr/bin/env node
/**
 * Playwright's webServer for the e2e run: the production server (what `node scripts/start.mjs`
 * runs with SKIP_BUILD=1) on a fresh, throw-away DATA_DIR, whose embedded PostgreSQL is
 * initialised and seeded with the demo data on start.
 *
 * - The server serves build/ relative to its working directory. It runs in a private copy of
 *   build/ (taken once, when the build is complete), so a `npm run build` elsewhere during the run
 *   cannot pull the assets from under the pages being tested.
 * - DATA_DIR (and the copy inside it) is removed only after the server, and with it PostgreSQL,
 *   has exited. (Playwright stops the webServer after globalTeardown, so a teardown could not.)
 * - Signals: Playwright sends SIGTERM to this process group. The server runs in its own group and
 *   gets exactly one SIGTERM, forwarded from here (a second one would kill it mid-shutdown, its
 *   handler being `once`, and orphan PostgreSQL).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const PREFIX = 'binaa-e2e-';
const OWNER_FILE = 'e2e-owner.pid';

const alive = (pid) => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};
const readText = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
const pidIn = (file) => Number.parseInt(readText(file).split('\n', 1)[0], 10);
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Folders left by an earlier run that was killed hard (its wrapper and its postgres are gone). */
function sweepStale() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = join(tmpdir(), name);
    const owner = join(dir, OWNER_FILE);
    if (!existsSync(owner) || alive(pidIn(owner)) || alive(pidIn(join(dir, 'pg', 'postmaster.pid')))) continue;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The version of a complete build in `dir`, or null while it is missing or being rebuilt. */
function completeBuild(dir) {
  const version = (() => {
    try {
      return JSON.parse(readText(join(dir, 'version.json'))).version ?? null;
    } catch {
      return null;
    }
  })();
  // The server bundle carries the version the client was built with (__APP_VERSION__): in
  // index.js or, when the code that reads it is split out, in one of its chunks.
  if (!version || !existsSync(join(dir, 'server', 'index.js')) || !existsSync(join(dir, 'app', 'main.js'))) return null;
  const chunks = join(dir, 'server', 'assets');
  const files = [
    join(dir, 'server', 'index.js'),
    ...(existsSync(chunks)
      ? readdirSync(chunks)
          .filter((f) => f.endsWith('.js'))
          .map((f) => join(chunks, f))
      : []),
  ];
  return files.some((file) => readText(file).includes(version)) ? version : null;
}

/** Copies build/ into `dest` once it is complete and did not change while being copied. */
function snapshotBuild(dest) {
  const source = join(root, 'build');
  for (let attempt = 0; attempt < 120; attempt++) {
    const version = completeBuild(source);
    if (version) {
      const stamp = statSync(join(source, 'version.json')).mtimeMs;
      rmSync(dest, { recursive: true, force: true });
      cpSync(source, dest, { recursive: true });
      if (completeBuild(dest) === version && statSync(join(source, 'version.json')).mtimeMs === stamp) return version;
    }
    sleep(1_000);
  }
  throw new Error('build/ is missing or keeps changing: run `npm run build` first');
}

/**
 * Social sign-in: a local OpenID Connect provider (oidc-provider.mjs) that the app uses as its
 * "Google". Only adds environment: when it cannot start, the server starts without social sign-in
 * (and only the social sign-in journey fails).
 */
async function socialSignInEnv() {
  const publicUrl = process.env.PUBLIC_URL;
  if (!publicUrl) return {};
  try {
    const { startOidcProvider } = await import('./oidc-provider.mjs');
    const client = { clientId: 'binaa-e2e', clientSecret: randomBytes(24).toString('base64url') };
    const provider = await Promise.race([
      startOidcProvider({ ...client, redirectUris: [`${publicUrl}/auth/google/callback`] }),
      new Promise((_, reject) => setTimeout(() => reject(new Error('did not start within 10 s')), 10_000).unref()),
    ]);
    console.log(`e2e server: OIDC provider ${provider.issuer}`);
    return { OIDC_GOOGLE_CLIENT_ID: client.clientId, OIDC_GOOGLE_CLIENT_SECRET: client.clientSecret, OIDC_GOOGLE_ISSUER: provider.issuer };
  } catch (err) {
    console.warn(`e2e server: no OIDC provider, social sign-in is off (${err?.message ?? err})`);
    return {};
  }
}

/**
 * E-mail: a real SMTP server (smtp-server) on 127.0.0.1 that the app sends through (SMTP_URL);
 * each message it receives is appended as a JSON line to DATA_DIR/mailbox.jsonl, where the
 * journeys read the codes (support/outbox.ts). Without it the app keeps mails in its outbox table.
 */
async function mailEnv(dir) {
  try {
    const { SMTPServer } = await import('smtp-server');
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks = [];
        stream.on('data', (c) => chunks.push(c));
        stream.on('end', () => {
          const line = JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          appendFileSync(join(dir, 'mailbox.jsonl'), `${line}\n`);
          callback();
        });
      },
    });
    const port = await new Promise((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(0, '127.0.0.1', () => resolve(smtp.server.address().port));
    });
    console.log(`e2e server: SMTP server 127.0.0.1:${port}`);
    return { SMTP_URL: `smtp://127.0.0.1:${port}` };
  } catch (err) {
    console.warn(`e2e server: no SMTP server, mails stay in the outbox (${err?.message ?? err})`);
    return {};
  }
}

sweepStale();
const socialEnv = await socialSignInEnv();
const dataDir = mkdtempSync(join(tmpdir(), PREFIX));
// The embedded PostgreSQL runs as `postgres` when we are root: it must traverse this folder.
chmodSync(dataDir, 0o755);
writeFileSync(join(dataDir, OWNER_FILE), `${process.pid}\n`);
const smtpEnv = await mailEnv(dataDir);

let server;
try {
  const site = join(dataDir, 'site');
  mkdirSync(site);
  const version = snapshotBuild(join(site, 'build'));
  // What the server needs beside build/ in its working directory: the module type and packages.
  for (const name of ['package.json', 'tsconfig.json', 'node_modules']) symlinkSync(join(root, name), join(site, name));
  console.log(`e2e server: build ${version}, DATA_DIR ${dataDir}`);
  server = spawn(process.execPath, [join(site, 'build', 'app', 'main.js')], {
    cwd: site,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      ...socialEnv,
      ...smtpEnv,
      DATA_DIR: dataDir,
      SKIP_BUILD: '1',
      TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      // The first admin of the back office's journeys (tests/e2e/support/staff.ts).
      ADMIN_EMAIL: 'e2e.admin@example.com',
      ADMIN_PASSWORD: 'e2e admin password',
    },
  });
} catch (err) {
  rmSync(dataDir, { recursive: true, force: true });
  throw err;
}

let forwarded = false;
const stop = () => {
  if (forwarded) return;
  forwarded = true;
  server.kill('SIGTERM');
};
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
// Playwright holds our stdin as a pipe: if the runner dies without its teardown, the pipe closes
// and the server still stops (instead of leaving PostgreSQL running).
const stdin = fstatSync(0);
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on('end', stop);
  process.stdin.resume();
}

server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
