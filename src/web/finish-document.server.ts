/**
 * The last step of a server render (entry.server), on the bytes React wrote.
 */
import { INSERTION_POINT_NAME } from './theme/insertion-point';
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from './ui/scripts-after-paint';

const INSERTION_META = Buffer.from(`<meta name="${INSERTION_POINT_NAME}" content=""`);
/** React Router's module preloads and module script, made inert: ui/scripts-after-paint.ts starts them after the first paint. */
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" ');
const INERT_PRELOAD = Buffer.from(`<link rel="${INERT_PRELOAD_REL}" `);
const MODULE_SCRIPT = Buffer.from('<script type="module" ');
const INERT_MODULE_SCRIPT = Buffer.from(`<script type="${INERT_MODULE_TYPE}" `);

/**
 * The rendered document as it is sent: the page's critical CSS (its own style tags, then those of
 * the parts rendered once: entry.server `serverFragments`) before the insertion-point meta,
 * and (in production) the module preloads and React Router's module script inert until the first
 * paint (ui/scripts-after-paint.ts; hydration only checks attributes in development). Works on the
 * bytes React wrote: the ~200 KB page is never decoded to a string, re-encoded and copied through a
 * web stream (~20 % of a rendered page's CPU).
 */
export function finishDocument(html: Buffer, styleTags: string, scriptsAfterPaint: boolean): Buffer {
  /** [position, bytes replaced, bytes put there] */
  const edits: [number, number, Buffer][] = [];
  const meta = html.indexOf(INSERTION_META);
  if (meta !== -1) edits.push([meta, 0, Buffer.from(styleTags)]);
  if (scriptsAfterPaint) {
    for (const [from, to] of [
      [MODULE_PRELOAD, INERT_PRELOAD],
      [MODULE_SCRIPT, INERT_MODULE_SCRIPT],
    ] as const) {
      for (let at = html.indexOf(from); at !== -1; at = html.indexOf(from, at + from.length)) edits.push([at, from.length, to]);
    }
  }
  if (!edits.length) return html;
  edits.sort((x, y) => x[0] - y[0]);
  const parts: Buffer[] = [];
  let next = 0;
  for (const [at, removed, bytes] of edits) {
    parts.push(html.subarray(next, at), bytes);
    next = at + removed;
  }
  parts.push(html.subarray(next));
  return Buffer.concat(parts);
}
