import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishDocument } from '../../src/web/finish-document.server';
import { INSERTION_POINT_NAME } from '../../src/web/theme/insertion-point';
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL, SCRIPTS_AFTER_PAINT } from '../../src/web/ui/scripts-after-paint';

const MODULE = '; import * as route0 from "/assets/root.js"; import("/assets/entry.client.js");';
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="ar" dir="rtl"><head><title>أسعار الأسمنت اليوم</title>${head}<meta name="${INSERTION_POINT_NAME}" content=""/></head><body>${body}</body></html>`;
const rendered = page(
  '<link rel="modulepreload" href="/assets/language-ar.js"/>',
  `<main><h1>الأسعار</h1><img src="/img/960/news/1.webp" fetchPriority="high" alt=""/></main><link rel="modulepreload" href="/assets/shell.js"/><script>window.__reactRouterContext = {};</script><script type="module" async="">${MODULE}</script>`,
);

describe('finishDocument (the rendered page as sent)', () => {
  it('puts the critical CSS before the insertion point and keeps every other byte (Arabic included)', () => {
    const out = finishDocument(Buffer.from(rendered), '<style data-emotion="muirtl a1">.muirtl-a1{color:red}</style>', false).toString();
    expect(out).toBe(
      rendered.replace(
        `<meta name="${INSERTION_POINT_NAME}"`,
        `<style data-emotion="muirtl a1">.muirtl-a1{color:red}</style><meta name="${INSERTION_POINT_NAME}"`,
      ),
    );
  });

  it('in production, names the module preloads and the module script inertly, and nothing else', () => {
    const out = finishDocument(Buffer.from(rendered), '', true).toString();
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out.match(new RegExp(`rel="${INERT_PRELOAD_REL}"`, 'g'))).toHaveLength(2);
    expect(out).toContain(`<script type="${INERT_MODULE_TYPE}" async="">${MODULE}</script>`);
    expect(out.replaceAll(INERT_PRELOAD_REL, 'modulepreload').replace(INERT_MODULE_TYPE, 'module')).toBe(rendered);
  });
});

describe('SCRIPTS_AFTER_PAINT (the classic script in <head>)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  /** A browser's largest-contentful-paint observer, fed by the test. */
  function lcpApi() {
    const observers: ((entries: { startTime: number }[]) => void)[] = [];
    class Observer {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(private readonly callback: (list: { getEntries(): { startTime: number }[] }) => void) {}
      observe() {
        observers.push((entries) => this.callback({ getEntries: () => entries }));
      }
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    return { paint: (startTime: number) => observers.forEach((o) => o([{ startTime }])) };
  }

  /** The document as the browser has parsed it, the script run from <head> before DOMContentLoaded. */
  function load(body: string, imageComplete: boolean) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    document.head.innerHTML = `<link rel="${INERT_PRELOAD_REL}" href="/assets/language-ar.js">`;
    document.body.innerHTML = body;
    for (const img of document.querySelectorAll('img')) Object.defineProperty(img, 'complete', { value: imageComplete });
    new Function(SCRIPTS_AFTER_PAINT)();
    document.dispatchEvent(new Event('DOMContentLoaded'));
  }
  const started = () => ({
    modules: [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.textContent),
    preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  });
  const body = `<img src="/img/960/news/1.webp" fetchpriority="high" alt=""><link rel="${INERT_PRELOAD_REL}" href="/assets/shell.js"><script type="${INERT_MODULE_TYPE}">${MODULE}</script>`;
  const arrive = () => document.querySelector('img')!.dispatchEvent(new Event('load'));

  it('starts the page code once a paint after the priority image has been presented', () => {
    const browser = lcpApi();
    load(body, false);
    browser.paint(performance.now()); // text, before the photo arrived
    vi.advanceTimersByTime(1_000);
    expect(started().modules).toEqual([]);
    arrive();
    vi.advanceTimersByTime(100);
    expect(started().modules).toEqual([]); // arrived, not yet on screen
    browser.paint(performance.now() + 1);
    vi.advanceTimersByTime(1);
    expect(started()).toEqual({ modules: [MODULE], preloads: ['/assets/language-ar.js', '/assets/shell.js'] });
    vi.advanceTimersByTime(5_000);
    expect(started().modules).toHaveLength(1); // once
  });

  it('waits for an arrived image to be painted at most 0.5 s, for one that never comes at most 3 s', () => {
    lcpApi();
    load(body, false);
    arrive();
    vi.advanceTimersByTime(450);
    expect(started().modules).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(started().modules).toEqual([MODULE]);
    document.head.innerHTML = '';
    lcpApi();
    load(body, false);
    vi.advanceTimersByTime(2_900);
    expect(started().modules).toEqual([]);
    vi.advanceTimersByTime(200);
    expect(started().modules).toEqual([MODULE]);
  });

  it('without the paint API (Safari), starts a frame after the image arrived', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    load(body, false);
    vi.advanceTimersByTime(300);
    expect(started().modules).toEqual([]);
    arrive();
    vi.advanceTimersByTime(50);
    expect(started().modules).toEqual([MODULE]);
  });
});
