import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from '../src/web/ui/scripts-after-paint';
// The preloads and module script are sent under inert names and started after the first paint
// (decision 012): the same scripts load before the page is interactive.
const PRELOAD = `(?:modulepreload|${INERT_PRELOAD_REL})`;
const MODULE = `(?:module|${INERT_MODULE_TYPE.replace('/', '\\/')})`;

export function scriptsOf(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(new RegExp(`<script[^>]*\\btype="${MODULE}"[^>]*\\bsrc="([^"]+)"`, 'g'))) found.add(m[1]!);
  for (const m of html.matchAll(new RegExp(`<link[^>]*\\brel="${PRELOAD}"[^>]*\\bhref="([^"]+)"`, 'g'))) found.add(m[1]!);
  for (const m of html.matchAll(new RegExp(`<link[^>]*\\bhref="([^"]+)"[^>]*\\brel="${PRELOAD}"`, 'g'))) found.add(m[1]!);
  // Inline module scripts: import("/assets/x.js") and import * as r from "/assets/y.js".
  for (const m of html.matchAll(/\bimport\s*(?:\(\s*|[^"';]*?\bfrom\s*)["'](\/assets\/[^"']+\.js)["']/g)) found.add(m[1]!);
  return [...found].filter((u) => u.startsWith('/') && u.endsWith('.js'));
}

