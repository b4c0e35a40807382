/**
 * A strict Content-Security-Policy on every page type (issue 15, decision 022): `script-src` has no
 * 'unsafe-inline' (nor a nonce), and lists the sha256 hash of each inline script of the very bytes
 * it came with — for a page rendered for this request, and for a page answered from the HTML
 * cache (`x-cache: hit`). The page hydrates with no violation; an inline script that is not the
 * page's own is refused; no element has an inline event handler or a `javascript:` URL.
 *
 * The document's scripts are found by the browser's own HTML parser (DOMParser on the bytes the
 * server sent), not by the server's code; their texts are hashed here.
 */
import { createHash } from 'node:crypto';
import type { APIResponse, Page, Response } from '@playwright/test';
import { copy, expect, test, visit, waitUntilInteractive } from './fixtures';
import { createActiveUser, newPerson, ownAddress, WEB_KEY } from './support/accounts';

/** A policy's directives: name → its sources. */
function parsePolicy(header: string | null | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What the browser makes of the document: its inline scripts (hashed) and anything inline that a strict policy forbids. */
interface DocumentScripts {
  /** 'sha256-…' of each inline script's text, data blocks (JSON) left out. */
  hashes: string[];
  /** The types of the inline scripts left out as data blocks. */
  dataBlocks: string[];
  /** `on…=` attributes and `javascript:` URLs, as tag + attribute. */
  inlineCode: string[];
}

async function scriptsOf(page: Page, html: string): Promise<DocumentScripts> {
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const scripts: { type: string; text: string }[] = [];
    for (const script of doc.querySelectorAll('script')) {
      if (!script.hasAttribute('src')) scripts.push({ type: (script.getAttribute('type') ?? '').trim().toLowerCase(), text: script.textContent ?? '' });
    }
    const inlineCode: string[] = [];
    for (const el of doc.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (/^on/i.test(attr.name) || (/^(?:href|src|action|formaction)$/i.test(attr.name) && /^\s*javascript:/i.test(attr.value))) {
          inlineCode.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
        }
      }
    }
    return { scripts, inlineCode };
  }, html);
  const code = parsed.scripts.filter((s) => !s.type.endsWith('json'));
  return {
    hashes: code.map((s) => `'sha256-${createHash('sha256').update(s.text, 'utf8').digest('base64')}'`),
    dataBlocks: parsed.scripts.filter((s) => s.type.endsWith('json')).map((s) => s.type),
    inlineCode: parsed.inlineCode,
  };
}

/** Checks one page's answer: a strict policy listing the hash of every inline script of its body. */
async function expectStrictPolicy(page: Page, answer: Response | APIResponse, where: string) {
  const headers = answer.headers();
  const policy = parsePolicy(headers['content-security-policy']);
  const scriptSrc = policy.get('script-src');
  expect(scriptSrc, `${where}: a script-src directive`).toBeDefined();
  expect(scriptSrc, `${where}: script-src`).toContain("'self'");
  expect(scriptSrc, `${where}: no 'unsafe-inline' for scripts`).not.toContain("'unsafe-inline'");
  expect(scriptSrc, `${where}: no 'unsafe-eval'`).not.toContain("'unsafe-eval'");
  expect(
    scriptSrc!.filter((s) => /^'nonce-/i.test(s)),
    `${where}: no nonce`,
  ).toEqual([]);
  expect(policy.get('script-src-attr'), `${where}: no inline event handlers`).toEqual(["'none'"]);
  expect(policy.get('object-src'), `${where}: object-src`).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), `${where}: frame-ancestors`).toEqual(["'none'"]);
  // The e2e server's public origin is http: no HSTS (tests/api/security-headers.test.ts has the https case).
  expect(headers['strict-transport-security'], `${where}: no HSTS over an http origin`).toBeUndefined();

  const html = (await answer.body()).toString('utf8');
  const found = await scriptsOf(page, html);
  expect(found.hashes.length, `${where}: the page has inline scripts (its theme script, React Router's context)`).toBeGreaterThanOrEqual(3);
  const missing = found.hashes.filter((hash) => !scriptSrc!.includes(hash));
  expect(missing, `${where}: inline scripts whose hash the policy does not list`).toEqual([]);
  // Only the page's own scripts: nothing listed that the body does not hold.
  const extra = scriptSrc!.filter((s) => /^'sha256-/.test(s) && !found.hashes.includes(s));
  expect(extra, `${where}: hashes of scripts that are not in the body`).toEqual([]);
  expect(
    found.dataBlocks.every((type) => type === 'application/ld+json'),
    `${where}: data blocks are JSON-LD (${found.dataBlocks.join(', ')})`,
  ).toBe(true);
  expect(found.inlineCode, `${where}: inline event handlers or javascript: URLs`).toEqual([]);
}

/** Violations reported to the page (collected from before its first script). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`),
    );
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? ['the watcher did not run']);

/** Opens a page in the browser, checks its answer's policy against its body and that it hydrates with no violation. */
async function checkPage(page: Page, path: string, expectStatus = 200): Promise<Response> {
  const answer = await visit(page, path);
  expect(answer, `${path}: a document`).not.toBeNull();
  expect(answer!.status(), `${path}: status`).toBe(expectStatus);
  expect(answer!.headers()['content-type']).toMatch(/^text\/html/);
  await expectStrictPolicy(page, answer!, path);
  // Hydrated means the inert module script was started (its hash) and React ran; the theme and
  // signed-in scripts ran before the body.
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', /^(light|dark)$/);
  expect(await violations(page), `${path}: CSP violations`).toEqual([]);
  return answer!;
}

/** The first href of the HTML that matches `pattern` (a path of the site). */
function firstHref(html: string, pattern: RegExp): string | null {
  for (const m of html.matchAll(/href="(\/[^"]*)"/g)) {
    const href = m[1]!.replace(/&amp;/g, '&');
    if (pattern.test(href)) return href;
  }
  return null;
}

test.describe('a strict Content-Security-Policy', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await watchViolations(page);
  });

  test('every shared page type: hashes of its own scripts, rendered or from the cache, and no violation', async ({ page }) => {
    test.setTimeout(120_000);
    const home = await page.request.get('/');
    const homeHtml = await home.text();
    const article = firstHref(homeHtml, /^\/news\/topic\/\d+\//);
    const prices = firstHref(homeHtml, /^\/materials\/[^/]+\/\d+/);
    expect(article, 'the home page links an article').not.toBeNull();
    expect(prices, 'the home page links a prices page').not.toBeNull();
    const partners = await (await page.request.get('/partners/1/contractors')).text();
    const partner = firstHref(partners, /^\/partners\/[^/]+\/\d+\/[^/]+\/\d+$/);
    expect(partner, 'the partners list links a partner').not.toBeNull();

    const paths = {
      home: '/',
      'news list': '/news',
      article: article!,
      prices: prices!,
      comparison: '/comparison',
      producers: '/producers',
      partner: partner!,
      login: '/login',
    };
    const policies = new Map<string, string>();
    for (const [kind, path] of Object.entries(paths)) {
      await test.step(`${kind} (${path})`, async () => {
        // Asked once, so the browser's visit below is answered from the HTML cache.
        const first = await page.request.get(path);
        expect(first.status(), `${path}: status`).toBe(200);
        await expectStrictPolicy(page, first, `${kind}, ${first.headers()['x-cache']}`);
        const answer = await checkPage(page, path);
        expect(answer.headers()['x-cache'], `${kind}: the browser got the cached page`).toBe('hit');
        expect(answer.headers()['content-security-policy'], `${kind}: the hit answers the policy of its render`).toBe(
          first.headers()['content-security-policy'],
        );
        policies.set(kind, answer.headers()['content-security-policy']!);
      });
    }
    // Each page lists its own scripts (its loader data differs): not one policy for all.
    expect(new Set(policies.values()).size, 'distinct policies of distinct pages').toBe(policies.size);
  });

  test('a page asked twice: the cache hit carries the hashes of the scripts of its own bytes', async ({ page }) => {
    const path = '/comparison?csp=twice';
    const first = await page.request.get(path);
    const second = await page.request.get(path);
    expect(first.headers()['x-cache']).toBe('miss');
    expect(second.headers()['x-cache']).toBe('hit');
    expect((await second.body()).equals(await first.body()), 'the hit is the stored bytes').toBe(true);
    await expectStrictPolicy(page, first, `${path} (miss)`);
    await expectStrictPolicy(page, second, `${path} (hit)`);
    expect(second.headers()['content-security-policy'], 'the hit answers the policy of its render').toBe(first.headers()['content-security-policy']);
  });

  test('the code loaded later (the footer form, its validation) runs with no violation either', async ({ page }) => {
    await visit(page, '/');
    const form = page.getByRole('form', { name: copy.en.contact.form });
    await waitUntilInteractive(form);
    const email = form.getByRole('textbox', { name: copy.en.contact.email, exact: true });
    await email.fill('not-an-address');
    await email.blur();
    await expect(form.getByText(copy.en.validation.emailInvalid)).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test.describe('a 404 page', () => {
    test.use({ allowedConsoleErrors: [{ text: /status of 404/, url: /\/no-such-page-for-csp$/ }] });

    test('has its own hashes too', async ({ page }) => {
      const answer = await checkPage(page, '/no-such-page-for-csp', 404);
      expect(answer.headers()['x-cache']).not.toBe('hit');
    });
  });

  test('settings, a personal page, signed in', async ({ page }) => {
    test.setTimeout(60_000);
    await ownAddress(page.context());
    await createActiveUser(page.request, newPerson('csp'));
    const answer = await checkPage(page, '/settings');
    expect(answer.headers()['x-cache']).toBe('bypass');
    // The signed-in script ran: the header's account slot is the reader's.
    await expect(page.locator('html')).toHaveAttribute('data-signed-in', '');
  });

  test('an API answer: no inline script allowed at all', async ({ request }) => {
    const res = await request.get('/api/v1/en/front/default_website_data', { headers: WEB_KEY });
    expect(res.status()).toBe(200);
    const policy = parsePolicy(res.headers()['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['strict-transport-security']).toBeUndefined();
  });

  test.describe('an inline script that is not the page’s own', () => {
    test.use({ allowedConsoleErrors: [{ text: /inline script violates the following Content Security Policy directive/ }] });

    test('is refused', async ({ page }) => {
      await visit(page, '/login');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injectedByTest = true';
        document.head.append(script);
        return (window as unknown as { __injectedByTest?: boolean }).__injectedByTest ?? false;
      });
      expect(ran, 'the injected script ran').toBe(false);
      await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
    });
  });
});
