/**
 * Decision 012 on the real production build: entry.server (finish-document.server.ts) renames
 * React Router's `<link rel="modulepreload" ` and `<script type="module" ` by their exact bytes,
 * and ui/scripts-after-paint.ts starts them after the first paint. If React Router (or React)
 * changes how it writes those tags — attribute order, quotes, a new kind of script — the renaming
 * misses them: the page would run its code early (a tag left active) or run nothing (no inert
 * module script to start). This spec reads the document as the server sends it and fails then.
 */
import { expect, test, visit } from './fixtures';

/** Every <script> and <link> tag of the document, as written. */
const tags = (html: string, name: 'script' | 'link') => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

for (const path of ['/', '/login']) {
  test(`${path}: React Router's module tags are all sent inert and started after the first paint`, async ({ page, request }) => {
    const res = await request.get(path, { headers: { cookie: 'lang=ar' } });
    expect(res.status()).toBe(200);
    const html = await res.text();

    // Nothing that would load or run a module before the paint: no active module script or preload, in any spelling.
    const scripts = tags(html, 'script');
    const links = tags(html, 'link');
    expect(
      scripts.filter((s) => /\btype\s*=\s*["']?module\b/i.test(s)),
      'an active module script',
    ).toEqual([]);
    expect(
      links.filter((l) => /\brel\s*=\s*["']?modulepreload\b/i.test(l)),
      'an active module preload',
    ).toEqual([]);
    // What React Router writes is there, renamed: its one module script (importing the route
    // modules and the client entry) and the preloads of the shell, the route and the client entry.
    const inertScripts = [...html.matchAll(/<script type="binaa\/module" [^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inertScripts, 'React Router module script, made inert').toHaveLength(1);
    expect(inertScripts[0]).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
    expect(inertScripts[0]).toMatch(/import \* as route0 from "\/assets\/root-[\w-]+\.js"/);
    const inertPreloads = links.filter((l) => l.startsWith('<link rel="binaa-modulepreload" '));
    const preloaded = inertPreloads.map((l) => /href="([^"]+)"/.exec(l)?.[1]);
    expect(preloaded).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/entry\.client-[\w-]+\.js$/), expect.stringMatching(/^\/assets\/shell-[\w-]+\.js$/)]),
    );
    // React Router's other inline script (its context) stays a classic one.
    expect(scripts.some((s) => s === '<script>')).toBe(true);

    // In the browser the head script starts them: the page hydrates from the module script it made
    // in <head>, and every preloaded file is fetched.
    const requested = new Set<string>();
    page.on('request', (r) => requested.add(new URL(r.url()).pathname));
    await page.context().addCookies([{ name: 'lang', value: 'ar', url: res.url() }]);
    await visit(page, path);
    const modules = await page.evaluate(() => [...document.querySelectorAll('script[type="module"]')].map((s) => s.parentElement?.tagName));
    expect(modules).toEqual(['HEAD']);
    expect(preloaded.filter((href) => href && !requested.has(href))).toEqual([]);
  });
}
