/**
 * No source file over 300 lines without a reason written at its top (issue 31, decision 044): a
 * file that grows past it is split by responsibility, or says on its first line why its parts
 * belong together:
 *
 *   // Longer than 300 lines: <why>
 *
 * KNOWN is the list of files that were over the limit without a reason when the rule came: it is
 * to be emptied, never added to. A file of it that is split or given its reason must leave it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MAX_LINES = 300;
/** The first line of a longer file: the marker and a reason of a few words. */
const REASON = /^\/\/ Longer than 300 lines: \S.{10,}/;

const KNOWN = [
  // The web's, left to the engineers working there.
  'src/web/features/ads/admin/ad-dialog.tsx',
  'src/web/features/contact/admin/inbox-screen.tsx',
  'src/web/features/news/admin/news-editor.tsx',
  'src/web/features/news/admin/use-news-draft.ts',
  'src/web/features/pages/admin/faq-editor.tsx',
  'src/web/features/prices/filter-card.tsx',
  'src/web/routes/comparison.tsx',
  'src/web/routes/materials.tsx',
];

/** Every .ts/.tsx file under src, with its line count and first line. */
const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.tsx?$/.test(path))
  .map((path) => {
    const text = readFileSync(join(root, 'src', path), 'utf8');
    const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    return { path: relative(root, join(root, 'src', path)), lines, first: text.slice(0, text.indexOf('\n')) };
  });
const unexplained = sources.filter((f) => f.lines > MAX_LINES && !REASON.test(f.first)).map((f) => f.path);

describe(`source files over ${MAX_LINES} lines`, () => {
  it('give their reason on their first line (`// Longer than 300 lines: <why>`), or are split', () => {
    expect(unexplained.filter((path) => !KNOWN.includes(path))).toEqual([]);
  });

  it('leave the known list once split or explained (the list only shrinks)', () => {
    expect(KNOWN.filter((path) => !unexplained.includes(path))).toEqual([]);
  });

  it('reads the files it judges', () => {
    expect(sources.length).toBeGreaterThan(400);
    expect(sources.some((f) => f.path === 'src/server/app.ts')).toBe(true);
  });
});
