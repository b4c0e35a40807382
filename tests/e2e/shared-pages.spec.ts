/**
 * Nothing personal is ever shared (issue 14): a shared page is rendered as a visitor and served
 * from the HTML cache to visitors and signed-in readers alike. Two readers A and B with
 * distinctive names, and a visitor, ask for each shared page at the same time, then again, in
 * Arabic and in English: the three answers are the same bytes, the readers' repeat is a cache hit,
 * and no answer holds A's or B's name, username, e-mail, mobile, session token or a plan label.
 * /settings is personal: never cached, A's own, never B's.
 *
 * Plain HTTP (Playwright's request contexts, one per reader, each from its own client address):
 * what a cache or a crawler sees, before any script runs.
 */
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];
import { LANGS, expect, test, type Lang } from './fixtures';
import { createActiveUser, newPerson, WEB_KEY, type Person } from './support/accounts';

const SESSION_COOKIE = 'binaa_session';
const HINT_COOKIE = 'binaa_signed_in';

/** The drawer chip's and the account menu's plan label, filled in (written out: ui/header/drawer-account.tsx). */
const PLAN_LABEL: Record<Lang, RegExp> = {
  // The dictionary may travel with the page as the template "Plan: {{plan}}": only a filled-in label is personal.
  en: /Plan: (?!\{\{)/,
  ar: /الباقة: (?!\{\{)/,
};

let seq = 0;
/** A client address of its own (the server trusts X-Forwarded-For): the rate limits of one reader never touch another. */
const ownIp = () => `10.${(process.pid % 200) + 1}.${200 + (seq++ % 50)}.${Math.floor(Math.random() * 250) + 1}`;

interface Reader {
  label: string;
  person: Person | null;
  /** Its session cookie's value (null for the visitor). */
  token: string | null;
  /** The reader's cookies, for a context of the reader's own in a language. */
  cookies: { name: string; value: string }[];
  ip: string;
}

/** A person with a distinctive name and mobile, registered and activated through the API from a context of their own. */
async function signedInReader(playwright: Playwright, baseURL: string, label: string, name: string): Promise<Reader> {
  const base = newPerson(label.toLowerCase());
  const person: Person = { ...base, name: `${name} ${base.username.slice(-6)}`, mobile: `010${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  const ip = ownIp();
  const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
  try {
    await createActiveUser(request, person);
    const cookies = (await request.storageState()).cookies.filter((c) => c.name === SESSION_COOKIE || c.name === HINT_COOKIE);
    const token = cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? null;
    expect(token, `${label} has a session`).toBeTruthy();
    expect(cookies.find((c) => c.name === HINT_COOKIE)?.value, `${label} has the signed-in hint`).toBe('1');
    return { label, person, token, cookies: cookies.map(({ name, value }) => ({ name, value })), ip };
  } finally {
    await request.dispose();
  }
}

/** A request context of `reader` in `lang`: the language cookie and the reader's own. */
async function contextOf(playwright: Playwright, baseURL: string, reader: Reader, lang: Lang): Promise<APIRequestContext> {
  const { hostname } = new URL(baseURL);
  const cookies = [{ name: 'lang', value: lang }, ...reader.cookies].map((c) => ({
    ...c,
    domain: hostname,
    path: '/',
    expires: -1,
    httpOnly: c.name === SESSION_COOKIE,
    secure: false,
    sameSite: 'Lax' as const,
  }));
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': reader.ip }, storageState: { cookies, origins: [] } });
}

/** The first href of the HTML that matches `pattern` (a path of the site), decoded from HTML. */
function firstHref(html: string, pattern: RegExp): string | null {
  for (const m of html.matchAll(/href="(\/[^"]*)"/g)) {
    const href = m[1]!.replace(/&amp;/g, '&');
    if (pattern.test(href)) return href;
  }
  return null;
}

/**
 * The shared pages to check, found as a reader finds them: the home page's links (news cards,
 * news rows, prices) and, for what the menus hold (opened on hover, so not necessarily in the
 * HTML), the site data the menus are built from.
 */
async function sharedPaths(visitor: APIRequestContext): Promise<string[]> {
  const home = await visitor.get('/');
  expect(home.status()).toBe(200);
  const html = await home.text();
  const site = (await (await visitor.get('/api/v1/en/front/default_website_data', { headers: WEB_KEY })).json()).data as {
    product_types?: { id: number; meta_name: string }[];
    producer_types?: { id: number; meta_name: string }[];
    profile_types?: { id: number; meta_name: string }[];
  };
  const article = firstHref(html, /^\/news\/topic\/\d+\//);
  const newsList = firstHref(html, /^\/news\/\d+\/\d+(\/|$)/) ?? '/news/1/1/general-news';
  const product = site.product_types?.[0];
  const materials = firstHref(html, /^\/materials\/[^/]+\/\d+/) ?? (product ? `/materials/${encodeURIComponent(product.meta_name)}/${product.id}` : null);
  const producerType = site.producer_types?.[0];
  const profileType = site.profile_types?.[0];
  const partners =
    firstHref(html, /^\/partners\/\d+(\/|$)/) ?? (profileType ? `/partners/${profileType.id}/${encodeURIComponent(profileType.meta_name)}` : null);
  expect(article, 'the home page links an article').not.toBeNull();
  expect(materials, 'a materials page').not.toBeNull();
  expect(partners, 'a partners page').not.toBeNull();
  expect(producerType, 'a producer type').toBeTruthy();
  return [
    '/',
    '/news',
    newsList,
    article!,
    materials!,
    '/comparison',
    '/producers',
    `/producers/${producerType!.id}/${encodeURIComponent(producerType!.meta_name)}`,
    partners!,
    '/society',
    '/society/about',
    '/society/deals/1/deals',
    '/faq',
    '/privacy-policy',
    '/terms-and-conditions',
    '/login',
  ];
}

/** What must never be in a page a reader shares with others. */
function personalTexts(reader: Reader): string[] {
  const p = reader.person!;
  return [p.name, p.username, p.email, p.mobile, reader.token!];
}

function expectNothingPersonal(body: string, where: string, readers: Reader[], lang: Lang) {
  for (const reader of readers) {
    for (const text of personalTexts(reader)) expect(body.includes(text), `${where} holds ${reader.label}'s "${text}"`).toBe(false);
  }
  expect(body, `${where} holds a plan label`).not.toMatch(PLAN_LABEL[lang]);
}

for (const lang of LANGS) {
  test(`${lang}: a visitor and two signed-in readers get the same bytes of every shared page, nothing of theirs in them`, async ({ playwright, baseURL }) => {
    test.setTimeout(180_000);
    const [a, b] = await Promise.all([
      signedInReader(playwright, baseURL!, 'A', 'Aurelia Quintrell'),
      signedInReader(playwright, baseURL!, 'B', 'Bartholomew Xyndar'),
    ]);
    const visitor: Reader = { label: 'the visitor', person: null, token: null, cookies: [], ip: ownIp() };
    const readers = [visitor, a, b];
    const contexts = await Promise.all(readers.map((r) => contextOf(playwright, baseURL!, r, lang)));
    try {
      const paths = await sharedPaths(contexts[0]!);
      // A page that redirects (/news to its first category) is checked, then its target too.
      for (let i = 0; i < paths.length; i++) {
        const path = paths[i]!;
        await test.step(path, async () => {
          let status = 0;
          for (const round of ['first', 'repeat'] as const) {
            const answers: APIResponse[] = await Promise.all(contexts.map((c) => c.get(path, { maxRedirects: 0 })));
            const bodies = await Promise.all(answers.map((r) => r.body()));
            status = answers[0]!.status();
            answers.forEach((r, i) => expect(r.status(), `${path} (${round}) for ${readers[i]!.label}`).toBe(status));
            // The same bytes for the three of them (Buffer.equals: byte for byte).
            expect(bodies[1]!.equals(bodies[0]!), `${path} (${round}): A's bytes are the visitor's`).toBe(true);
            expect(bodies[2]!.equals(bodies[0]!), `${path} (${round}): B's bytes are the visitor's`).toBe(true);
            expectNothingPersonal(bodies[0]!.toString('utf8'), `${path} (${round})`, [a, b], lang);
            if (status >= 300 && status < 400) {
              const location = answers[0]!.headers()['location'];
              expect(location, `${path} redirects somewhere`).toBeTruthy();
              answers.forEach((r, i) => expect(r.headers()['location'], `${path}: ${readers[i]!.label}'s redirect`).toBe(location));
              for (const r of answers) for (const secret of [a, b].flatMap(personalTexts)) expect(r.headers()['location']).not.toContain(secret);
              const target = new URL(location!, baseURL).pathname;
              if (round === 'repeat' && !paths.includes(target)) paths.push(target);
              continue;
            }
            expect(status, `${path} (${round})`).toBe(200);
            answers.forEach((r, i) => {
              expect(r.headers()['content-type'], `${path} is a page`).toMatch(/^text\/html/);
              expect(r.headers()['x-cache'], `${path} (${round}) for ${readers[i]!.label}: a shared page`).toMatch(/^(hit|miss)$/);
            });
            if (round === 'repeat') {
              expect(answers[1]!.headers()['x-cache'], `${path}: A's repeat comes from the cache`).toBe('hit');
              expect(answers[2]!.headers()['x-cache'], `${path}: B's repeat comes from the cache`).toBe('hit');
            }
          }
          if (status !== 200) return;
          // The page above may have been rendered for the visitor (or the warm-up) first. Here a reader
          // renders it: the same page under a URL of this test only, asked by A (then B) alone, then
          // by the three at once: what A's render left in the cache is what the others get.
          for (const [first, other] of [
            [1, 2],
            [2, 1],
          ] as const) {
            const fresh = `${path}${path.includes('?') ? '&' : '?'}fresh=${readers[first]!.person!.username}`;
            const own = await contexts[first]!.get(fresh, { maxRedirects: 0 });
            expect(own.headers()['x-cache'], `${fresh}: rendered for ${readers[first]!.label}`).toBe('miss');
            expectNothingPersonal(await own.text(), `${fresh} for ${readers[first]!.label}`, [a, b], lang);
            const answers = await Promise.all(contexts.map((c) => c.get(fresh, { maxRedirects: 0 })));
            const bodies = await Promise.all(answers.map((r) => r.body()));
            answers.forEach((r, j) => expect(r.headers()['x-cache'], `${fresh} for ${readers[j]!.label}`).toBe('hit'));
            expect(bodies[0]!.equals(bodies[first]!), `${fresh}: the visitor gets ${readers[first]!.label}'s bytes`).toBe(true);
            expect(bodies[other]!.equals(bodies[first]!), `${fresh}: ${readers[other]!.label} gets ${readers[first]!.label}'s bytes`).toBe(true);
            expectNothingPersonal(bodies[0]!.toString('utf8'), `${fresh} (after ${readers[first]!.label})`, [a, b], lang);
          }
        });
      }
      expect(paths.length, 'every shared page was checked').toBeGreaterThanOrEqual(15);
      test.info().annotations.push({ type: 'pages', description: paths.join(' ') });

      await test.step('/settings is personal', async () => {
        const [settingsA, settingsB] = await Promise.all([
          contexts[1]!.get('/settings', { maxRedirects: 0 }),
          contexts[2]!.get('/settings', { maxRedirects: 0 }),
        ]);
        for (const [res, own, other] of [
          [settingsA, a, b],
          [settingsB, b, a],
        ] as const) {
          expect(res.status(), `/settings for ${own.label}`).toBe(200);
          expect(res.headers()['x-cache'], `/settings for ${own.label}`).toBe('bypass');
          const body = await res.text();
          expect(body, `/settings for ${own.label} shows their name`).toContain(own.person!.name);
          for (const text of personalTexts(other)) expect(body.includes(text), `/settings of ${own.label} holds ${other.label}'s "${text}"`).toBe(false);
        }
        // And again: still rendered for the reader, never a stored page.
        const again = await contexts[1]!.get('/settings', { maxRedirects: 0 });
        expect(again.headers()['x-cache']).toBe('bypass');
        expect(await again.text()).toContain(a.person!.name);
      });
    } finally {
      await Promise.all(contexts.map((c) => c.dispose()));
    }
  });
}
