/**
 * JavaScript of the home route, gzip (target: <= 180 KB). Renders `/` with the production
 * server, collects every script the page loads before it is interactive — module scripts,
 * modulepreloads (under their inert names too: decision 012) and the `import(...)`/`import ... from` URLs of React Router's inline hydration
 * script — and sums their gzip (level 9) and brotli sizes from build/client. Lazily imported
 * chunks (import() inside the code) are not counted: they load after hydration.
 *
 * `npx tsx bench/bundle.ts` (every public route against its budget: `npm run size:budget`)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { scriptsOf } from './first-visit';
import { startServer } from './server';

const TARGET_KB = 180;

const server = await startServer();
try {
  const res = await fetch(`${server.url}/`, { headers: { cookie: 'bench=1' } });
  const html = await res.text();
  const scripts = scriptsOf(html);
  let raw = 0;
  let gz = 0;
  let br = 0;
  const rows: [string, number, number][] = [];
  for (const url of scripts) {
    const body = readFileSync(join(server.runDir, 'build/client', url));
    const g = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += g;
    br += brotliCompressSync(body).length;
    rows.push([url, body.length, g]);
  }
  rows.sort((a, b) => b[2] - a[2]);
  console.log(`home route (/): ${scripts.length} scripts`);
  for (const [url, size, g] of rows) console.log(`  ${(g / 1024).toFixed(1).padStart(7)} KB gz  ${(size / 1024).toFixed(1).padStart(7)} KB  ${url}`);
  const html_gz = gzipSync(Buffer.from(html), { level: 9 }).length;
  console.log(
    `total JS: ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzip, ${(br / 1024).toFixed(1)} KB brotli — target <= ${TARGET_KB} KB gzip: ${gz / 1024 <= TARGET_KB ? 'ok' : 'MISSED'}`,
  );
  console.log(`the HTML itself: ${(html.length / 1024).toFixed(1)} KB, ${(html_gz / 1024).toFixed(1)} KB gzip`);
} finally {
  await server.stop();
}
