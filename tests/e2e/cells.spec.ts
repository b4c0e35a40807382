/**
 * Arabic cells never cut a number (issue 31 item 5, decision 045). In a right-to-left cell an
 * ellipsis cuts the visual left end, which is the START of a number: "أسمنت بورتلاندي عادي 42.5 -
 * حجر النيل" showed as "…عادي 2.5" in the back office's price grid, "1,300 جنيه" as "300…" in the
 * newsroom's list, an e-mail lost its first letters in Users.
 *
 * On a phone and on a desktop, in Arabic (and English), every number and e-mail address of every
 * cell drawn is measured in the browser: each character's box (a Range over it) must lie inside
 * its cell's box, which clips what overflows. A cut number has boxes outside it.
 */
import type { Page } from '@playwright/test';
import type { StaffRole } from '../../src/shared/admin';
import { LANGS, expect, test, visit, type Lang } from './fixtures';
import { ownAddress } from './support/accounts';
import { signInStaff } from './support/staff';

interface Cut {
  cell: string;
  part: string;
}

/** The numbers and e-mails of the grid's drawn cells, and those of them not wholly inside their cell. */
async function measureCells(page: Page): Promise<{ parts: string[]; cut: Cut[] }> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const cut: { cell: string; part: string }[] = [];
    const WHOLE = /[^\s@]+@[^\s@]+|\d[\d,.]*\d|\d/g;
    for (const cell of document.querySelectorAll<HTMLElement>('[role="gridcell"]')) {
      const box = cell.getBoundingClientRect();
      if (!box.width) continue;
      // The cell's text nodes and where each starts in its text.
      const nodes: { node: Text; start: number }[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let text = '';
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        nodes.push({ node: n as Text, start: text.length });
        text += n.nodeValue ?? '';
      }
      for (const m of text.matchAll(WHOLE)) {
        const from = m.index;
        const to = from + m[0].length;
        const at = (i: number, end: boolean) => {
          const hit = nodes.findLast((x) => (end ? x.start < i : x.start <= i))!;
          return { node: hit.node, offset: i - hit.start };
        };
        const range = document.createRange();
        const a = at(from, false);
        const b = at(to, true);
        range.setStart(a.node, a.offset);
        range.setEnd(b.node, b.offset);
        parts.push(m[0]);
        const outside = [...range.getClientRects()].some(
          (r) => r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1),
        );
        if (outside) cut.push({ cell: text, part: m[0] });
      }
    }
    return { parts, cut };
  });
}

const screens = [
  { name: 'prices grid', role: 'prices_clerk', path: '/admin/prices?product=1', has: /42\.5/ },
  { name: 'newsroom list', role: 'editor', path: '/admin/news', has: /\d,\d{3}/ },
  { name: 'users', role: 'admin', path: '/admin/users', has: /@example\.com/ },
] satisfies { name: string; role: StaffRole; path: string; has: RegExp }[];

for (const lang of LANGS satisfies readonly Lang[]) {
  for (const screen of screens) {
    test(`${screen.name}: every number and e-mail of a cell is shown whole (${lang}) @phone`, async ({ asVisitor }) => {
      test.slow();
      const page = await asVisitor(lang);
      await ownAddress(page.context());
      await signInStaff(page, screen.role, `cells${screen.role}`);
      await visit(page, screen.path);
      const grid = page.getByRole('grid');
      await expect(grid.getByRole('gridcell').filter({ hasText: screen.has }).first()).toBeVisible();
      const { parts, cut } = await measureCells(page);
      await test.info().attach(`${screen.name}-${lang}`, { body: await page.screenshot(), contentType: 'image/png' });
      expect(parts.filter((p) => screen.has.test(p)).length, 'the numbers this screen is known for were measured').toBeGreaterThan(0);
      expect(cut).toEqual([]);
    });
  }
}
