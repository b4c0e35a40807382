/**
 * Before and after, side by side (issue 29): for every screenshot present in both folders (as
 * bench/screens.ts names them), one picture with the before on the left and the after on the
 * right, each scaled to half its width and cut at BENCH_SBS_HEIGHT CSS pixels of the page (default
 * 1800), in Debian's Chromium. Pictures whose bytes are equal are skipped and counted.
 *
 *   npx tsx bench/side-by-side.ts <before-dir> <after-dir> <out-dir> [words]
 *
 * words: only the names that contain them (e.g. `-390` for the phone shots).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';

const [beforeDir, afterDir, outDir, words] = process.argv.slice(2);
if (!beforeDir || !afterDir || !outDir) {
  console.error('usage: npx tsx bench/side-by-side.ts <before-dir> <after-dir> <out-dir> [words]');
  process.exit(2);
}
const HEIGHT = Number(process.env.BENCH_SBS_HEIGHT ?? 1800);
mkdirSync(outDir, { recursive: true });
const names = readdirSync(afterDir)
  .filter((n) => n.endsWith('.png') && (!words || n.includes(words)))
  .filter((n) => readdirSync(beforeDir).includes(n))
  .sort();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
let same = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1300, height: HEIGHT + 40 } });
  for (const name of names) {
    const before = readFileSync(join(beforeDir, name));
    const after = readFileSync(join(afterDir, name));
    if (before.equals(after)) {
      same++;
      continue;
    }
    const width = name.includes('-390') ? 390 : 640;
    const img = (label: string, png: Buffer) =>
      `<figure style="margin:0;flex:none;width:${width}px"><figcaption>${label}</figcaption><div style="height:${HEIGHT}px;overflow:hidden"><img style="display:block;width:${width}px;height:auto" src="data:image/png;base64,${png.toString('base64')}"></div></figure>`;
    await page.setContent(
      `<body style="margin:0;display:flex;gap:12px;font:14px sans-serif;background:#888">${img(`before · ${name}`, before)}${img(`after · ${name}`, after)}</body>`,
    );
    await page.waitForFunction(() => [...document.images].every((i) => i.complete));
    const shot = await page.screenshot({ fullPage: false, clip: { x: 0, y: 0, width: width * 2 + 12, height: HEIGHT + 30 } });
    writeFileSync(resolve(outDir, name), shot);
    console.log(`  ${resolve(outDir, name)}`);
  }
} finally {
  await browser.close();
}
console.log(`${names.length} pairs, ${same} identical`);
