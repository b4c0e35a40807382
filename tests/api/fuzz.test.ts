/**
 * Property-based fuzz suite of the front API (issue 15): every front call the app serves, found
 * in the app itself (its OpenAPI document, generated from the routes' Zod schemas, checked against
 * Fastify's route table), gets FUZZ_RUNS requests (default 1,000, seed 424242) generated from its
 * schemas and mutated with hostile values, in both languages, with and without the access key,
 * signed in or not. Every answer must be < 500 and exactly the `{check, msg, data}` envelope (a 422
 * names its fields); afterwards the database holds no half-written rows (accounts, contact
 * messages, mails, sessions, orders with their lines and the subscriptions they paid for, jobs,
 * job applications with their CV files, and no CV file without its application). A multipart
 * call (apply_job) gets its generated fields as parts and its `format: binary` fields as files.
 *
 *   npx vitest run tests/api/fuzz.test.ts                   1,000 cases per call
 *   FUZZ_RUNS=100 npx vitest run tests/api/fuzz.test.ts     quicker, locally
 *   FUZZ_SURVEY=1 ...                                       report every distinct failure, fail at the end
 *
 * Rate limits: the per-address limits are real; each request comes from its own address
 * (inject's remoteAddress), so they never hide an answer. Nothing of the app's configuration is changed.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { hash as argonHash } from '@node-rs/argon2';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/server/db/seed/index';
import { hashToken, newToken, SESSION_COOKIE } from '../../src/server/platform/auth';
import { sessions } from '../../src/server/db/schema/index';
import { LANGUAGES, WEB_ACCESS_KEY } from '../../src/shared/envelope';
import { translate } from '../../src/shared/i18n/index';
import { EMAIL_PATTERN, MOBILE_PATTERN, USERNAME_PATTERN } from '../../src/shared/validation';
import { todayIso } from '../../src/shared/dates';
import { CV_MAX_BYTES, CV_TYPES } from '../../src/shared/schemas/jobs';
import { createPackage, createSubscription, createUser } from '../factories/index';
import { buildTestApp } from '../helpers/app';
import { multipart, type Part } from '../helpers/cv-files';
import {
  CannotFuzz,
  hostileString,
  mutation,
  percentEncode,
  rawJsonBody,
  rawQueryTail,
  toQuery,
  valid,
  wrongContentType,
  type GenContext,
  type JsonSchema,
  type Mutation,
} from '../fuzz/arbitraries';
import { FRONT_PREFIX, frontCalls, registeredRoutes, undocumentedFrontRoutes, type FrontCall } from '../fuzz/routes';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 424242);
const SURVEY = process.env.FUZZ_SURVEY === '1';
/** Only the calls whose path contains this text (local runs). */
const ONLY = process.env.FUZZ_ONLY ?? '';

// ---------------------------------------------------------------------------------------------
// The app, its data, and what the generators should know of it

const t = await buildTestApp();
afterAll(() => t.close());
await seedDemo(t.db, { files: t.app.publicFiles, days: 2 });

const FUZZ_PASSWORD = 'fuzz-password-1';
const fuzzUser = await createUser(t.db, {
  username: 'fuzz_user',
  email: 'fuzz@binaa.example',
  fullName: 'Fuzz User',
  passwordHash: await argonHash(FUZZ_PASSWORD),
  userActive: true,
});
// The fuzz user's package grants the prices export but not the comparison's (GET prices_csv
// answers its file (200) to the signed-in cases, GET comparison_csv its 402), and price alerts
// (POST price_alert is fuzzed past its 402).
const fuzzPackage = await createPackage(t.db, { tier: 'basic', entitlements: ['prices.export', 'prices.alerts'] });
await createSubscription(t.db, { userId: fuzzUser.id, packageId: fuzzPackage.id });
const inactiveUser = await createUser(t.db, { username: 'fuzz_inactive', email: 'inactive@binaa.example', userActive: false });

/** Solved captchas for some register cases, so registrations do happen (each is accepted once). */
const captchaTokens: string[] = [];
for (let i = 0; i < 40; i++) {
  const res = await t.app.inject({ url: '/api/v1/en/front/captcha', headers: { 'x-access-key': WEB_ACCESS_KEY }, remoteAddress: `10.255.0.${i + 1}` });
  const challenge = res.json().data.challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  captchaTokens.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
}

const maxId = async (table: string) => (await t.database.pool.query(`select coalesce(max(id), 0)::bigint as n from ${table}`)).rows[0].n as string;
const before = {
  users: await maxId('users'),
  contact: await maxId('contact_messages'),
  outbox: await maxId('outbox'),
  sessions: await maxId('sessions'),
  jobs: await maxId('jobs'),
};

/** Ids of the seeded rows, so that valid-shaped requests find something and the code behind runs. */
const ids = async (sqlText: string) => (await t.database.pool.query(sqlText)).rows.map((r) => Number(r.id)).slice(0, 40);
const ctx: GenContext = {
  known: {
    product_id: await ids('select id from products order by id'),
    product_type_id: [0, ...(await ids('select id from product_types order by id'))],
    producer_id: [0, ...(await ids('select id from producers order by id'))],
    item_id: await ids('select id from items order by id'),
    gov_id: await ids('select id from governorates order by id limit 8'),
    profile_type_id: await ids('select id from profile_types order by id'),
    category_id: await ids('select id from news_categories order by id'),
    // The seeded packages, so that subscribe does write orders (the "no half-written order" invariant below).
    subscriptions: await ids('select id from subscription_packages order by id'),
    email: [fuzzUser.email, inactiveUser.email, 'karim@demo.binaa.example', 'KARIM@demo.binaa.example'],
    username: [fuzzUser.username, 'demo_trader', fuzzUser.email],
    password: ['binaa-demo-2026'],
    old_password: [FUZZ_PASSWORD],
    otp_token: ['00000', '12345'],
    recaptcha_token: ['x'],
    country: (await t.database.pool.query('select slug from countries')).rows.map((r) => r.slug as string),
    website: [''],
    phone: ['+2001012345678', '+9601112345678', '+9501212345678'],
    slug: ['faq', 'privacy-policy', 'terms-and-conditions'],
    // The seeded jobs (apply_job's `id`, close_job), and applications (their CV links).
    id: await ids('select id from jobs order by id'),
    job_id: await ids('select id from jobs order by id'),
    application_id: await ids('select id from job_applications order by id'),
    // A real (tiny) PDF now and then, so that applications do get stored (the invariants below).
    uploaded_file: ['%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'],
    image: [
      '',
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'data:image/png;base64,AAAA',
      'data:text/html;base64,PHNjcmlwdD4=',
    ],
    // Deals (issue 17): ids that exist, so adding, requesting and closing deals run their code.
    governorate_id: await ids('select id from governorates order by id limit 8'),
    unit_id: await ids('select id from units order by id'),
    deal_id: await ids('select id from deals order by id'),
  },
};
const beforeDeals = { deals: await maxId('deals'), requests: await maxId('deal_requests') };

// ---------------------------------------------------------------------------------------------
// A request of one call

type Auth = 'none' | 'bearer' | 'bearer-stale' | 'cookie' | 'cookie-cross-site' | 'garbage';
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; mutation: Mutation['kind'] }
  | { kind: 'raw'; payload: Buffer; contentType: string }
  | { kind: 'content-type'; value: unknown; contentType: string };

interface Req {
  lang: string;
  key: 'web' | 'none' | 'unknown';
  auth: Auth;
  params: string[];
  query: string;
  body: Body;
  /** A solved captcha replaces recaptcha_token (register only). */
  captcha: boolean;
}

const segment = (name: string, s: JsonSchema): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: valid(name, s, ctx).map((v) => percentEncode(String(v))) },
    { weight: 2, arbitrary: hostileString.map(percentEncode) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        '0x1f',
        '2147483648',
        '99999999999999999999',
        '%00',
        '%FF',
        '%ED%A0%80',
        '%20',
        '..',
        'null',
        'undefined',
        '[]',
        '%E2%80%AE',
      ),
    },
  );

function requestArb(call: FrontCall): fc.Arbitrary<Req> {
  const paramArbs = Object.entries(call.params).map(([name, s]) => segment(name, s));
  const queryObj = call.query ? (valid('', call.query, ctx) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});
  const query = fc
    .tuple(
      mutation(call.query, queryObj).map((m) => toQuery(m.value)),
      fc.option(rawQueryTail, { freq: 8 }),
    )
    .map(([q, tail]) => [q, tail].filter(Boolean).join('&'));

  let body: fc.Arbitrary<Body> = fc.constant({ kind: 'none' });
  if (call.method !== 'GET') {
    const sample = call.body ? (valid('', call.body, ctx) as fc.Arbitrary<Record<string, unknown>>) : fc.constant({});
    const json = mutation(call.body, sample).map((m): Body => ({ kind: 'json', value: m.value, mutation: m.mutation.kind }));
    body = fc.oneof(
      { weight: 12, arbitrary: json },
      { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
      { weight: 2, arbitrary: rawJsonBody.map((payload): Body => ({ kind: 'raw', payload, contentType: 'application/json' })) },
      { weight: 1, arbitrary: fc.tuple(sample, wrongContentType).map(([value, contentType]): Body => ({ kind: 'content-type', value, contentType })) },
    );
  }

  return fc.record({
    lang: fc.oneof({ weight: 20, arbitrary: fc.constantFrom('ar', 'en') }, { weight: 1, arbitrary: fc.constantFrom('fr', 'AR', 'a%00', '%D8%B9') }),
    key: fc.oneof(
      { weight: 6, arbitrary: fc.constant<'web'>('web') },
      { weight: 2, arbitrary: fc.constant<'none'>('none') },
      { weight: 1, arbitrary: fc.constant<'unknown'>('unknown') },
    ),
    auth: fc.oneof(
      { weight: 3, arbitrary: fc.constant<Auth>('none') },
      { weight: 4, arbitrary: fc.constantFrom<Auth>('bearer', 'cookie') },
      { weight: 1, arbitrary: fc.constantFrom<Auth>('bearer-stale', 'cookie-cross-site', 'garbage') },
    ),
    params: fc.tuple(...paramArbs),
    query,
    body,
    captcha: fc.constant(call.url.endsWith('/register')),
  });
}

/** Live sessions of the fuzz user, a fresh one per request (logout revokes its own), made 200 at a time. */
const sessionPool: string[] = [];
async function freshSession(): Promise<string> {
  if (!sessionPool.length) {
    const tokens = Array.from({ length: 200 }, () => newToken());
    await t.db.insert(sessions).values(tokens.map((tk) => ({ userId: fuzzUser.id, tokenHash: hashToken(tk), expiresAt: new Date(Date.now() + 86_400_000) })));
    sessionPool.push(...tokens);
  }
  return sessionPool.pop()!;
}

let address = 0;
/** A new client address per request: the per-address limits never answer for the fuzzer. */
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function send(call: FrontCall, req: Req): Promise<LightMyRequestResponse> {
  let i = 0;
  const path = call.url.replace(':lang', req.lang).replace(/:[a-z_]+/g, () => req.params[i++] ?? '1');
  const headers: Record<string, string> = {};
  if (req.key === 'web') headers['x-access-key'] = WEB_ACCESS_KEY;
  if (req.key === 'unknown') headers['x-access-key'] = 'no-such-client';
  if (req.auth !== 'none') {
    const token = req.auth === 'bearer-stale' || req.auth === 'garbage' ? newToken() : await freshSession();
    if (req.auth === 'bearer' || req.auth === 'bearer-stale') headers.authorization = `Bearer ${token}`;
    if (req.auth === 'garbage') headers.authorization = 'Bearer \u00ff'.repeat(50);
    if (req.auth === 'cookie' || req.auth === 'cookie-cross-site') headers.cookie = `${SESSION_COOKIE}=${token}`;
    headers.origin = req.auth === 'cookie' ? new URL(t.app.config.publicUrl).origin : 'https://evil.example';
  }
  const opts: InjectOptions = { method: call.method, url: req.query ? `${path}?${req.query}` : path, headers, remoteAddress: nextAddress() };
  const b = req.body;
  let captcha: string | undefined;
  if (b.kind === 'json' && call.multipart && b.value && typeof b.value === 'object' && !Array.isArray(b.value)) {
    // A multipart call gets its generated object as parts: `format: binary` fields as files under hostile names too.
    const files = new Set(Object.entries(call.body?.properties ?? {}).flatMap(([k, p]) => (p.format === 'binary' ? [k] : [])));
    const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    const parts = Object.entries(b.value as Record<string, unknown>).map(([name, v]): Part =>
      files.has(name)
        ? { name, file: { data: Buffer.from(text(v)), filename: MULTIPART_NAMES[address % MULTIPART_NAMES.length]!, type: 'application/pdf' } }
        : { name, value: text(v) },
    );
    const body = multipart(parts);
    headers['content-type'] = body.contentType;
    opts.payload = body.payload;
  } else if (b.kind === 'json') {
    // The solved captchas go to bodies that may pass the rest of the validation.
    captcha = req.captcha && ['valid', 'field', 'poison'].includes(b.mutation) ? captchaTokens.pop() : undefined;
    headers['content-type'] = 'application/json';
    opts.payload = JSON.stringify(captcha ? { ...(b.value as object), recaptcha_token: captcha } : b.value) ?? 'null';
  } else if (b.kind === 'raw') {
    headers['content-type'] = b.contentType;
    opts.payload = b.payload;
  } else if (b.kind === 'content-type') {
    if (b.contentType) headers['content-type'] = b.contentType;
    opts.payload = b.contentType.includes('urlencoded') ? toQuery(b.value) : JSON.stringify(b.value);
  }
  if (!captcha) return t.app.inject(opts);
  // A captcha is spent only when the server claims it (after the schema passed): else it is kept for the next case.
  const claimed = async () => (await t.database.pool.query('select count(*)::int as n from captcha_solutions')).rows[0].n as number;
  const before = await claimed();
  const res = await t.app.inject(opts);
  if ((await claimed()) === before) captchaTokens.push(captcha);
  return res;
}

/** File names of the generated multipart files: plain, with a path, odd characters. */
const MULTIPART_NAMES = ['cv.pdf', '../x.pdf', 'a/b.pdf', 'C:\\x.pdf', 'سيرة.pdf', '', 'x\u0000.pdf', 'a'.repeat(300)];

// ---------------------------------------------------------------------------------------------
// The properties of an answer

/** 422 answers that refuse the whole form, not a field (data null, the message says why). */
const WHOLE_FORM_422 = new Set(LANGUAGES.map((l) => translate(l, 'api.wrong_credentials')));
const isStringArray = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x.length > 0);

/**
 * A 200 of a call whose documented answer is a file (the CSV exports): that type, an attachment,
 * and for CSV the byte-order mark and CRLF lines. Its errors are envelopes like every other call's.
 */
function fileViolations(res: LightMyRequestResponse, fileType: string): string[] {
  const out: string[] = [];
  if (!String(res.headers['content-type'] ?? '').startsWith(fileType)) out.push(`200 with content-type ${res.headers['content-type']} instead of ${fileType}`);
  if (!/^attachment; filename="[^"]+"/.test(String(res.headers['content-disposition'] ?? '')))
    out.push(`200 file without an attachment name: ${res.headers['content-disposition']}`);
  if (fileType === 'text/csv' && !(res.body.startsWith('\uFEFF') && res.body.endsWith('\r\n'))) out.push('200 CSV without its BOM or its CRLF end');
  return out;
}

/** What is wrong with an answer, as stable labels (the same failure gives the same label). */
function violations(res: LightMyRequestResponse, call: FrontCall): string[] {
  const out: string[] = [];
  const status = res.statusCode;
  if (status >= 500) out.push(`answered ${status}`);
  if (status === 200 && call.fileType) return fileViolations(res, call.fileType);
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) out.push(`${status} with content-type ${res.headers['content-type']}`);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    out.push(`${status} body is not JSON: ${res.body.slice(0, 60)}`);
    return out;
  }
  const keys = body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body).sort().join(',') : typeof body;
  if (keys !== 'check,data,msg') {
    out.push(`${status} outside the envelope: keys ${keys}`);
    return out;
  }
  const e = body as { check: unknown; msg: unknown; data: unknown };
  if (typeof e.check !== 'boolean') out.push(`${status} check is ${typeof e.check}`);
  if (typeof e.msg !== 'string') out.push(`${status} msg is ${typeof e.msg}`);
  if (e.check !== status < 400) out.push(`${status} with check ${String(e.check)}`);
  if (status >= 400 && (typeof e.msg !== 'string' || !e.msg)) out.push(`${status} without a message`);
  if (status === 422) {
    const fields = e.data && typeof e.data === 'object' && !Array.isArray(e.data) ? Object.entries(e.data) : [];
    // A 422 without fields only for a whole-form refusal the contract defines so (SPEC section 8: the wrong-credentials modal shows msg).
    if (!fields.length && !(e.data === null && WHOLE_FORM_422.has(e.msg as string))) out.push('422 names no field');
    else if (!fields.every(([k, v]) => k.length > 0 && isStringArray(v))) out.push('422 with a malformed field list');
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The suite

const calls = frontCalls(t.app);
const stats = { cases: 0, statuses: new Map<number, number>(), perCall: new Map<string, Record<number, number>>() };
/** FUZZ_SURVEY: every distinct failure (call + label) with its first request. */
const survey = new Map<string, { count: number; example: string }>();

const describeReq = (call: FrontCall, req: Req, res: LightMyRequestResponse) =>
  JSON.stringify({ call: `${call.method} ${call.url}`, req, status: res.statusCode, body: res.body.slice(0, 200) }, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 400
      ? `${v.slice(0, 200)}…(${v.length} chars)`
      : v && (v as { type?: unknown }).type === 'Buffer'
        ? `(buffer) ${Buffer.from((v as { data: number[] }).data)
            .toString('latin1')
            .slice(0, 200)}`
        : v,
  );

describe('fuzz: the front API', () => {
  it('finds every front call in the app and can generate requests for each', () => {
    // Fastify's table and the OpenAPI document list the same front calls (HEAD aside), and there are many.
    const served = registeredRoutes(t.app).filter((r) => r.split(' ')[1]!.startsWith(`${FRONT_PREFIX}/`) && !r.startsWith('HEAD '));
    expect(undocumentedFrontRoutes(t.app, calls)).toEqual([]);
    expect(served.sort()).toEqual(calls.map((c) => `${c.method} ${c.url}`).sort());
    expect(calls.length).toBeGreaterThanOrEqual(20);
    for (const call of calls) {
      try {
        requestArb(call);
      } catch (err) {
        if (err instanceof CannotFuzz) throw new Error(`${call.method} ${call.url} cannot be fuzzed: ${err.message}`, { cause: err });
        throw err;
      }
    }
  });

  for (const call of calls.filter((c) => `${c.method} ${c.url}`.includes(ONLY))) {
    it(`${call.method} ${call.url.replace('/api/v1/:lang/front', '')}`, { timeout: 30_000 + RUNS * 200 }, async () => {
      await fc.assert(
        fc.asyncProperty(requestArb(call), async (req) => {
          const res = await send(call, req);
          stats.cases++;
          stats.statuses.set(res.statusCode, (stats.statuses.get(res.statusCode) ?? 0) + 1);
          const mine = stats.perCall.get(`${call.method} ${call.url.slice(FRONT_PREFIX.length)}`) ?? {};
          mine[res.statusCode] = (mine[res.statusCode] ?? 0) + 1;
          stats.perCall.set(`${call.method} ${call.url.slice(FRONT_PREFIX.length)}`, mine);
          const found = violations(res, call);
          if (SURVEY) {
            for (const v of found) {
              const k = `${call.method} ${call.url} — ${v}`;
              const s = survey.get(k);
              if (s) s.count++;
              else survey.set(k, { count: 1, example: describeReq(call, req, res) });
            }
            return true;
          }
          if (found.length) throw new Error(`${found.join('; ')}\n${describeReq(call, req, res)}`);
          return true;
        }),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }

  it('leaves no half-written rows', async () => {
    console.log(
      `fuzz: ${calls.length} calls, ${stats.cases} cases (seed ${SEED}, ${RUNS} runs each); statuses ${JSON.stringify(Object.fromEntries([...stats.statuses].sort((a, b) => a[0] - b[0])))}; ` +
        `per call ${JSON.stringify(Object.fromEntries(stats.perCall))}`,
    );
    const q = async (text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows;
    // Every account made by the fuzzer (register) is whole: valid fields, its activation code and its mail.
    const users = await q(
      `select id, username, email, full_name, mobile, user_active, pending_email,
              exists (select 1 from one_time_codes c where c.user_id = u.id and c.purpose = 'activation') as has_code,
              exists (select 1 from outbox o where o.to_address = u.email) as has_mail
         from users u where id > $1`,
      [before.users],
    );
    const bad = users.filter(
      (u) =>
        !USERNAME_PATTERN.test(u.username) ||
        !EMAIL_PATTERN.test(u.email) ||
        !MOBILE_PATTERN.test(u.mobile) ||
        !u.full_name.trim() ||
        /[\u0000-\u0008\ufffd]/.test(u.full_name + u.username + u.email) ||
        (!u.user_active && !u.has_code) ||
        !u.has_mail,
    );
    expect(bad).toEqual([]);
    expect(await q(`select lower(username) as u, count(*)::int from users group by 1 having count(*) > 1`)).toEqual([]);

    // A pending e-mail change has its code and its mail to the new address.
    expect(
      await q(`select id, pending_email from users u where pending_email is not null
                 and not (exists (select 1 from one_time_codes c where c.user_id = u.id and c.purpose = 'email_change')
                          and exists (select 1 from outbox o where o.to_address = u.pending_email))`),
    ).toEqual([]);

    // Contact messages: every required field there, the phone is the code plus a mobile number, no mangled text.
    const contact = await q(`select id, name, email, code, phone, message, lang from contact_messages where id > $1`, [before.contact]);
    expect(
      contact.filter(
        (c) =>
          !c.name.trim() ||
          !c.message.trim() ||
          !EMAIL_PATTERN.test(c.email) ||
          !['+20', '+96', '+95'].includes(c.code) ||
          !MOBILE_PATTERN.test(c.phone.slice(c.code.length)) ||
          !['ar', 'en'].includes(c.lang) ||
          /\ufffd/.test(c.name + c.email + c.message),
      ),
    ).toEqual([]);

    // Mails: an address, a subject and a body with no unfilled placeholder.
    const mails = await q(`select id, to_address, subject, text_body from outbox where id > $1`, [before.outbox]);
    expect(mails.filter((m) => !m.to_address || !m.subject || !m.text_body || /\{\{|undefined|null|NaN/.test(m.subject + m.text_body))).toEqual([]);

    // No half-written order (subscribe writes the order, its lines and the provider's checkout in one
    // transaction): every order has its lines, and a subscription bought with an order points to a
    // paid (or since refunded) one.
    expect(await q(`select p.id, p.invoice from payments p where not exists (select 1 from payment_lines l where l.payment_id = p.id)`)).toEqual([]);
    expect(
      await q(`select s.id, s.payment_id, p.status from subscriptions s left join payments p on p.id = s.payment_id
                where s.payment_id is not null and (p.id is null or p.status not in ('succeeded', 'refunded'))`),
    ).toEqual([]);

    // Sessions point at live accounts.
    expect(await q(`select s.id from sessions s left join users u on u.id = s.user_id where s.id > $1 and u.id is null`, [before.sessions])).toEqual([]);

    // Price alerts: a positive limit on a pair where the item is sold, at most 20 per reader.
    expect(
      await q(`select a.id from price_alerts a where a.threshold <= 0 or a.direction not in ('above', 'below')
                 or not exists (select 1 from item_governorates ig where ig.item_id = a.item_id and ig.governorate_id = a.governorate_id)`),
    ).toEqual([]);
    expect(await q(`select user_id from price_alerts group by 1 having count(*) > 20`)).toEqual([]);

    // Deals: a new deal's item belongs to its product, type and producer and is sold in its governorate
    // (its govs, or its producer's country when it lists none), with a positive quantity; nobody
    // requested their own deal; every new request's poster was mailed with it (one transaction).
    expect(
      await q(
        `select d.id from deals d join items i on i.id = d.item_id join producers p on p.id = i.producer_id
          where d.id > $1 and (d.quantity <= 0 or i.product_id <> d.product_id or i.product_type_id <> d.product_type_id
            or i.producer_id <> d.producer_id
            or not (exists (select 1 from item_governorates ig where ig.item_id = i.id and ig.governorate_id = d.governorate_id)
                    or (not exists (select 1 from item_governorates ig where ig.item_id = i.id)
                        and exists (select 1 from governorates g where g.id = d.governorate_id and g.country_id = p.country_id))))`,
        [beforeDeals.deals],
      ),
    ).toEqual([]);
    expect(await q(`select r.id from deal_requests r join deals d on d.id = r.deal_id where r.user_id = d.user_id`)).toEqual([]);
    expect(
      await q(
        `select r.id from deal_requests r join deals d on d.id = r.deal_id join users o on o.id = d.user_id
          where r.id > $1 and not exists (select 1 from outbox m where m.to_address = o.email and m.id > $2)`,
        [beforeDeals.requests, before.outbox],
      ),
    ).toEqual([]);
  });

  it('leaves no half-written job or application, and no stray CV', async () => {
    const q = async (text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows;
    // Posted jobs: an e-mail, both titles and requirements, a date not in the future, a positive range.
    const jobs = await q(
      `select id, email, title_ar, title_en, requirements_ar, requirements_en, attendance_date::text as day, salary_from, salary_to from jobs where id > $1`,
      [before.jobs],
    );
    expect(
      jobs.filter(
        (j) =>
          !EMAIL_PATTERN.test(j.email) ||
          ![j.title_ar, j.title_en, j.requirements_ar, j.requirements_en].every((x: string) => x.trim()) ||
          j.day > todayIso() ||
          (j.salary_from !== null && Number(j.salary_from) <= 0) ||
          (j.salary_to !== null && Number(j.salary_to) <= 0),
      ),
    ).toEqual([]);
    // Every application has its comment, an accepted type, a size up to 5 MB and its file; every stored file has its application.
    const apps = await q(`select id, comment, file_path, file_mime, file_size from job_applications`);
    const bad = [];
    for (const a of apps) {
      if (!a.comment.trim() || !(a.file_mime in CV_TYPES) || a.file_size <= 0 || a.file_size > CV_MAX_BYTES || !(await t.app.storage.exists(a.file_path)))
        bad.push(a);
    }
    expect(bad).toEqual([]);
    const keys = new Set(apps.map((a) => a.file_path as string));
    const dir = t.app.config.privateDir;
    const files = existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
    expect(files.map((e) => relative(dir, join(e.parentPath, e.name))).filter((k) => !keys.has(k))).toEqual([]);
  });

  it.runIf(SURVEY)('survey: no distinct failure', () => {
    const lines = [...survey].map(([k, v]) => `${k} (${v.count}×)\n    ${v.example}`);
    if (lines.length) console.log(`fuzz survey, ${lines.length} distinct failures:\n${lines.join('\n')}`);
    expect(lines).toEqual([]);
  });
});
