import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageKinds } from '../../src/server/platform/page-kinds';
import { personalPage, sharedPage } from '../../src/shared/page-kind';

/** A server build with only what pageKinds reads: the routes, their parents and their handles. */
function buildOf(routes: { id: string; parentId?: string; path?: string; index?: boolean; handle?: unknown }[]): ServerBuild {
  const manifest = Object.fromEntries(routes.map((r) => [r.id, { ...r, module: { handle: r.handle } }]));
  return { routes: manifest, basename: '/' } as unknown as ServerBuild;
}

/** The root, a shared home and list, and the personal settings: the start of each test site. */
const SITE = [
  { id: 'root', path: '' },
  { id: 'home', parentId: 'root', index: true, handle: sharedPage },
  { id: 'news', parentId: 'root', path: 'news/:categoryId/:page', handle: sharedPage },
  { id: 'settings', parentId: 'root', path: 'settings', handle: personalPage },
];

describe('pageKinds', () => {
  const kinds = pageKinds(
    buildOf([
      ...SITE,
      { id: 'checkout', parentId: 'root', path: 'checkout', handle: personalPage },
      { id: 'checkout-step', parentId: 'checkout', path: ':step', handle: sharedPage },
      { id: 'undeclared', parentId: 'root', path: 'undeclared' },
    ]),
  );

  it('shares the pages whose route declares shared', () => {
    expect(kinds('/')).toBe('shared');
    expect(kinds('/news/1/2')).toBe('shared');
  });

  it('keeps personal the routes that say so, and what is under them', () => {
    expect(kinds('/settings')).toBe('personal');
    expect(kinds('/checkout/pay')).toBe('personal');
  });

  it('never shares by mistake: no declaration, or no route, is personal', () => {
    expect(kinds('/undeclared')).toBe('personal');
    expect(kinds('/nothing/here')).toBe('personal');
  });
});

describe('pageKinds of data requests', () => {
  // The site's catch-all route (its 404) is shared: a data URL matched as it is would land there.
  const kinds = pageKinds(buildOf([...SITE, { id: 'catch-all', parentId: 'root', path: '*', handle: sharedPage }]));

  it("gives a page's single-fetch data request the kind of its page", () => {
    expect(kinds('/settings.data')).toBe('personal');
    expect(kinds('/_root.data')).toBe('shared');
    expect(kinds('/news/1/2.data')).toBe('shared');
  });
});

describe('the site’s routes', () => {
  const web = resolve(__dirname, '../../src/web');
  const files = [...new Set([...readFileSync(resolve(web, 'routes.ts'), 'utf8').matchAll(/'(routes\/[^']+\.tsx)'/g)].map((m) => m[1]!))];

  it('each declares beside itself whether its page is shared or personal', () => {
    expect(files.length).toBeGreaterThan(20);
    // A back-office page (adminPage: personal, in the back office's frame) also names its area.
    const declared = /^export const handle = (?:sharedPage|personalPage|adminPage|\{ \.\.\.adminPage, area: '[a-z]+' \});$/m;
    const undeclared = files.filter((f) => !declared.test(readFileSync(resolve(web, f), 'utf8')));
    expect(undeclared).toEqual([]);
  });

  it('keeps the account settings personal', () => {
    expect(readFileSync(resolve(web, 'routes/settings.tsx'), 'utf8')).toMatch(/^export const handle = personalPage;$/m);
  });
});
