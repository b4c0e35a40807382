/**
 * The Content-Security-Policy of the pages (issue 15, decision 022): the hashes of a page's inline
 * scripts, the policy built from them, a rendered page carrying its own policy through the HTML
 * cache, and HSTS only for an https public origin. The browser's side is tests/e2e/csp.spec.ts.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HtmlCache, htmlCacheKey } from '../../src/server/platform/html-cache';
import {
  contentSecurityPolicy,
  helmetOptions,
  inlineScriptHashes,
  pageContentSecurityPolicy,
  registerSecurityHeaders,
  securityHeaders,
} from '../../src/server/platform/security-headers';
import { bufferResponse, sendPage } from '../../src/server/platform/web';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] | undefined {
  for (const part of policy.split(';')) {
    const [n, ...sources] = part.trim().split(/\s+/);
    if (n === name) return sources;
  }
  return undefined;
}

const THEME = `(function(){document.documentElement.setAttribute('data-x','1')})()`;
const CONTEXT = 'window.__reactRouterContext = {"url":"/news/1","text":"\\u003cb>سعر الأسمنت\\u003c/b>"};';
const MODULE = ';\nimport * as route0 from "/assets/root-abc.js";\nimport("/assets/entry.client-def.js");';

const page = (context = CONTEXT) =>
  `<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charSet="utf-8"/>` +
  `<script>${THEME}</script>` +
  `<script type="application/ld+json">{"@context":"https://schema.org"}</script>` +
  `<script src="/assets/a.js" async=""></script>` +
  `<link rel="binaa-modulepreload" href="/assets/root-abc.js"/>` +
  `</head><body><p>scripts &lt;script&gt; in text are text</p>` +
  `<script>${context}</script>` +
  `<script type="binaa/module" async="">${MODULE}</script>` +
  `<script>${THEME}</script>` +
  `</body></html>`;

describe('inlineScriptHashes: the inline scripts of a rendered page', () => {
  it('hashes each inline script once, in document order; external scripts and JSON data blocks are left out', () => {
    expect(inlineScriptHashes(Buffer.from(page()))).toEqual([sha(THEME), sha(CONTEXT), sha(MODULE)]);
  });

  it('a changed script text changes its hash (a new render lists its own scripts)', () => {
    const changed = CONTEXT.replace('/news/1', '/news/2');
    const before = inlineScriptHashes(Buffer.from(page()));
    const after = inlineScriptHashes(Buffer.from(page(changed)));
    expect(after).not.toEqual(before);
    expect(after).toContain(sha(changed));
    expect(after).not.toContain(sha(CONTEXT));
  });

  it('hashes the text as the browser reads it: UTF-8, CR LF as LF, attributes holding ">"', () => {
    expect(inlineScriptHashes(Buffer.from('<script>var s = "مرحبا";\r\nvar t = 1;\rrun()</script>'))).toEqual([sha('var s = "مرحبا";\nvar t = 1;\nrun()')]);
    expect(inlineScriptHashes(Buffer.from('<script data-x="a>b" type="module">go()</script>'))).toEqual([sha('go()')]);
    expect(inlineScriptHashes(Buffer.from('<script type=application/ld+json>{}</script><script type="text/javascript">x()</script>'))).toEqual([sha('x()')]);
    expect(inlineScriptHashes(Buffer.from('<scripted>no</scripted><noscript>n</noscript>'))).toEqual([]);
    expect(inlineScriptHashes(Buffer.from('<script></script>'))).toEqual([sha('')]);
  });
});

describe('the policies', () => {
  const base = securityHeaders()['content-security-policy']!;

  it('the base policy (every answer) allows no inline script and no inline handler', () => {
    expect(directive(base, 'script-src')).toEqual(["'self'"]);
    expect(directive(base, 'script-src-attr')).toEqual(["'none'"]);
    expect(directive(base, 'object-src')).toEqual(["'none'"]);
    expect(directive(base, 'frame-ancestors')).toEqual(["'none'"]);
    expect(base).not.toContain("'unsafe-eval'");
    // Styles stay inline (Emotion's critical CSS): the issue is about scripts.
    expect(directive(base, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("a page's policy is the base one with its scripts' hashes in script-src, and nothing else changed", () => {
    const policy = pageContentSecurityPolicy(Buffer.from(page()));
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha(THEME), sha(CONTEXT), sha(MODULE)]);
    expect(policy.replace(/ 'sha256-[^']+'/g, '')).toBe(base);
    expect(contentSecurityPolicy([])).toBe(base);
  });

  it('HSTS only when the public origin is https', () => {
    expect(securityHeaders(helmetOptions('https://binaa.example'))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders(helmetOptions('HTTPS://binaa.example'))['strict-transport-security']).toBeDefined();
    for (const origin of ['http://binaa.example', 'http://localhost:3000', undefined]) {
      expect(securityHeaders(helmetOptions(origin))['strict-transport-security'], String(origin)).toBeUndefined();
    }
  });
});

describe('a rendered page carries its own policy, through the HTML cache', () => {
  /** web.ts's page route in small: bufferResponse on each render, the HTML cache, sendPage. */
  async function pageApp(publicUrl: string, body: () => string) {
    const app = Fastify();
    registerSecurityHeaders(app, publicUrl);
    const cache = new HtmlCache({ precompress: false });
    let renders = 0;
    app.get('/*', async (req, reply) => {
      const render = async () => {
        renders++;
        const context = { documentBody: Buffer.from(body()) } as unknown as AppLoadContext;
        return bufferResponse(new Response(null, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }), context);
      };
      const { page: found, hit } = await cache.get(htmlCacheKey('GET', req.url, new Map())!, render);
      return sendPage(req, reply, found, hit ? 'hit' : 'miss');
    });
    app.get('/api/thing', async () => ({ ok: true }));
    return { app, cache, renders: () => renders };
  }

  it('the hit answers the policy of its own bytes; a new render of other bytes, its own', async () => {
    let context = CONTEXT;
    const { app, cache, renders } = await pageApp('http://localhost:3000', () => page(context));
    try {
      const miss = await app.inject({ url: '/news/1' });
      const hit = await app.inject({ url: '/news/1' });
      expect([miss.headers['x-cache'], hit.headers['x-cache'], renders()]).toEqual(['miss', 'hit', 1]);
      for (const res of [miss, hit]) {
        const policy = String(res.headers['content-security-policy']);
        expect(directive(policy, 'script-src')).toEqual(["'self'", ...inlineScriptHashes(res.rawPayload)]);
        expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
      expect(hit.headers['content-security-policy']).toBe(miss.headers['content-security-policy']);

      // The data changed (a write empties the cache): the next render lists the new script, never the old one.
      context = CONTEXT.replace('/news/1', '/news/9');
      cache.clear();
      const fresh = await app.inject({ url: '/news/1' });
      const freshHit = await app.inject({ url: '/news/1' });
      expect([fresh.headers['x-cache'], freshHit.headers['x-cache'], renders()]).toEqual(['miss', 'hit', 2]);
      for (const res of [fresh, freshHit]) {
        const scripts = directive(String(res.headers['content-security-policy']), 'script-src');
        expect(scripts).toContain(sha(context));
        expect(scripts).not.toContain(sha(CONTEXT));
      }

      // Anything that is not a rendered page keeps the base policy: no inline script at all.
      const api = await app.inject({ url: '/api/thing' });
      expect(directive(String(api.headers['content-security-policy']), 'script-src')).toEqual(["'self'"]);
    } finally {
      await app.close();
    }
  });

  it('with an https public origin every answer, hits included, carries HSTS', async () => {
    const { app } = await pageApp('https://binaa.example', () => page());
    try {
      for (const url of ['/', '/', '/api/thing']) {
        const res = await app.inject({ url });
        expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await app.close();
    }
  });
});
