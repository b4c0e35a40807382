/**
 * Demo ad banners drawn as SVG (encoded to WebP by images.ts writeWebp, at the slot's size): a
 * fictional advertiser's name, its offer and a call-to-action button, in the ad's language, beside
 * a small drawing of what it sells. Arabic is laid out right to left (the drawing on the right, the
 * button on the left) and set in a font stack that covers Arabic (Cairo or Noto where installed,
 * DejaVu Sans on most Linux servers, Tahoma or Arial elsewhere). Three layouts by shape: a
 * leaderboard (728x90, 970x90), a box (300x250) and a billboard (970x250).
 *
 * Text widths are estimated, not measured (no font metrics here): `ADVANCE` is a generous average
 * advance of a bold glyph, so a line sized by it fits with any of the fonts of the stack.
 */
import type { Advertiser, BannerArt } from './data/ads';
import type { Rng } from './random';

export interface BannerCopy {
  lang: 'ar' | 'en';
  advertiser: Advertiser;
}

const FONT = "Cairo, 'Noto Sans Arabic', 'Noto Kufi Arabic', 'DejaVu Sans', 'Segoe UI', Tahoma, Arial, sans-serif";
const ADVANCE = 0.62;
const LINE = 1.28;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r1 = (n: number) => Math.round(n * 10) / 10;

/** The largest size from `max` down to `min` at which `text` fits in `width`. */
const fit = (text: string, width: number, max: number, min: number) => r1(Math.max(min, Math.min(max, width / (text.length * ADVANCE))));

/** Words in lines of at most `width` at `size`. */
function wrap(text: string, width: number, size: number): string[] {
  const most = Math.max(1, Math.floor(width / (size * ADVANCE)));
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= most) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The size (from `max` down) at which `text` wraps into lines of `width` that fit in `height` (line height 1.28), and those lines. */
function block(text: string, width: number, height: number, max: number, min: number): { size: number; lines: string[] } {
  for (let size = max; size > min; size -= 1) {
    const lines = wrap(text, width, size);
    if (lines.length * size * LINE <= height) return { size, lines };
  }
  return { size: min, lines: wrap(text, width, min) };
}

interface Writer {
  rtl: boolean;
  /** A line of text; `align` in the reading direction (start: left in English, right in Arabic). */
  text(s: string, x: number, y: number, size: number, fill: string, align?: 'start' | 'middle' | 'end', weight?: number): string;
}

const writer = (rtl: boolean): Writer => ({
  rtl,
  text: (s, x, y, size, fill, align = 'start', weight = 700) =>
    `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${align}"${rtl ? ' direction="rtl"' : ''}>${esc(s)}</text>`,
});

const buttonWidth = (label: string, size: number) => r1(label.length * size * ADVANCE + size * 2.4);

/** A rounded button with its label centred; `x` is its start edge (its left in English, its right in Arabic). */
function button(w: Writer, label: string, x: number, y: number, height: number, size: number, fill: string, ink: string): string {
  const width = buttonWidth(label, size);
  const left = w.rtl ? x - width : x;
  return (
    `<rect x="${r1(left)}" y="${r1(y)}" width="${width}" height="${r1(height)}" rx="${r1(height / 2)}" fill="${fill}"/>` +
    w.text(label, left + width / 2, y + height / 2 + size * 0.36, size, ink, 'middle')
  );
}

/** What the advertiser sells, drawn in a disc of radius `r` at (cx, cy). */
function art(kind: BannerArt, cx: number, cy: number, r: number, ink: string, accent: string): string {
  const s = r * 0.62;
  const disc = `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="#ffffff" opacity="0.94"/>`;
  const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
    `<rect x="${r1(cx + x * s)}" y="${r1(cy + y * s)}" width="${r1(w * s)}" height="${r1(h * s)}" rx="${r1(rx * s)}" fill="${fill}"${extra}/>`;
  switch (kind) {
    case 'cement':
      // A sack with its printed band and sewn top.
      return (
        disc +
        rect(-0.62, -0.78, 1.24, 1.56, '#d9d2c3', 0.16) +
        rect(-0.62, -0.12, 1.24, 0.42, accent) +
        rect(-0.62, -0.78, 1.24, 0.16, ink, 0.06) +
        rect(-0.3, 0.46, 0.6, 0.1, ink, 0.05, ' opacity="0.5"')
      );
    case 'steel':
      // A bundle of ribbed bars, end on and along.
      return (
        disc +
        [0, 1, 2, 3, 4].map((i) => rect(-0.85, -0.62 + i * 0.28, 1.7, 0.15, i % 2 ? ink : '#6b7280', 0.07)).join('') +
        [0, 1, 2, 3, 4, 5].map((i) => rect(-0.7 + i * 0.28, -0.7, 0.05, 1.4, accent, 0, ' opacity="0.55"')).join('')
      );
    case 'crane':
      // A tower crane: mast, jib, counter-jib with its weight, the hook on its cable.
      return (
        disc +
        rect(-0.42, -0.78, 0.16, 1.62, ink) +
        rect(-0.82, -0.8, 1.68, 0.13, accent) +
        rect(-0.82, -0.72, 0.3, 0.28, ink) +
        rect(0.52, -0.68, 0.035, 0.82, ink) +
        rect(0.44, 0.14, 0.2, 0.14, accent, 0.03) +
        rect(-0.62, 0.74, 0.56, 0.12, ink, 0.04)
      );
    case 'gypsum':
      // Boards stacked on a pallet.
      return (
        disc +
        [0, 1, 2]
          .map((i) => rect(-0.78 + i * 0.08, -0.5 + i * 0.34, 1.48, 0.26, i === 1 ? accent : '#f8fafc', 0.04, ` stroke="${ink}" stroke-width="2"`))
          .join('') +
        rect(-0.78, 0.56, 1.64, 0.14, ink, 0.03)
      );
    case 'megaphone': {
      const p = (x: number, y: number) => `${r1(cx + x * s)},${r1(cy + y * s)}`;
      return (
        disc +
        `<polygon points="${[p(-0.7, -0.22), p(0.45, -0.7), p(0.45, 0.7), p(-0.7, 0.22)].join(' ')}" fill="${ink}"/>` +
        rect(-0.84, -0.26, 0.2, 0.52, accent, 0.06) +
        rect(-0.46, 0.2, 0.2, 0.5, ink, 0.06) +
        [0.62, 0.82].map((x, i) => rect(x, -0.3 - i * 0.12, 0.08, 0.6 + i * 0.24, accent, 0.04)).join('')
      );
    }
  }
}

/** Light diagonal bands over the background. */
function bands(rng: Rng, w: number, h: number): string {
  return Array.from({ length: 5 }, (_, i) => {
    const x = w * rng.float(0.15, 0.95) + i * 6;
    const band = Math.max(10, w * 0.025);
    return `<polygon points="${r1(x)},0 ${r1(x + band)},0 ${r1(x + band - h * 0.7)},${h} ${r1(x - h * 0.7)},${h}" fill="#ffffff" opacity="0.06"/>`;
  }).join('');
}

/** The banner of an ad: `w` x `h` pixels, in the copy's language. */
export function bannerSvg(rng: Rng, w: number, h: number, copy: BannerCopy): string {
  const { lang, advertiser: a } = copy;
  const [from, to, accent, buttonInk] = a.colors;
  const rtl = lang === 'ar';
  const t = writer(rtl);
  /** x measured from the start side (the left in English, the right in Arabic). */
  const sx = (x: number) => (rtl ? w - x : x);
  const name = a.name[lang];
  const cta = a.cta[lang];
  let body: string;
  if (h < 120) {
    // Leaderboard: drawing, name over the short offer, the button at the end.
    const pad = h * 0.22;
    const ctaSize = r1(h * 0.19);
    const ctaW = buttonWidth(cta, ctaSize);
    const x0 = h * 1.08;
    const avail = w - x0 - pad * 2 - ctaW;
    body =
      art(a.art, sx(h * 0.52), h / 2, h * 0.38, from, accent) +
      t.text(name, sx(x0), h * 0.4, fit(name, avail, h * 0.2, 10), accent) +
      t.text(a.short[lang], sx(x0), h * 0.78, fit(a.short[lang], avail, h * 0.3, 11), '#ffffff') +
      button(t, cta, sx(w - pad - ctaW), h * 0.26, h * 0.48, ctaSize, accent, buttonInk);
  } else if (w < h * 2) {
    // Box: drawing on top, name, offer, the button at the foot; centred.
    const inner = w * 0.86;
    const top = h * 0.5;
    const offer = block(a.short[lang], inner, h * 0.77 - top, Math.round(h * 0.09), 11);
    const lineHeight = offer.size * LINE;
    const ctaSize = r1(Math.min(h * 0.075, 18));
    const ctaW = buttonWidth(cta, ctaSize);
    body =
      art(a.art, w / 2, h * 0.22, h * 0.14, from, accent) +
      t.text(name, w / 2, h * 0.44, fit(name, inner, h * 0.068, 10), accent, 'middle') +
      offer.lines.map((line, i) => t.text(line, w / 2, top + i * lineHeight + offer.size * 0.95, offer.size, '#ffffff', 'middle')).join('') +
      button(t, cta, sx((w - ctaW) / 2), h * 0.8, h * 0.14, ctaSize, accent, buttonInk);
  } else {
    // Billboard: name, the offer on up to two lines and the button at the start; a large drawing at the end.
    const pad = h * 0.2;
    const inner = w - h * 1.3 - pad * 2;
    const offer = block(a.offer[lang], inner, h * 0.36, Math.round(h * 0.17), 16);
    const lineHeight = offer.size * LINE;
    const nameY = h * 0.27;
    const firstLine = nameY + offer.size * 1.35;
    const ctaY = firstLine + (offer.lines.length - 1) * lineHeight + offer.size * 0.55;
    const ctaSize = r1(h * 0.085);
    body =
      art(a.art, sx(w - h * 0.62), h / 2, h * 0.4, from, accent) +
      t.text(name, sx(pad), nameY, fit(name, inner, h * 0.11, 12), accent) +
      offer.lines.map((line, i) => t.text(line, sx(pad), firstLine + i * lineHeight, offer.size, '#ffffff')).join('') +
      button(t, cta, sx(pad), ctaY, h * 0.19, ctaSize, accent, buttonInk);
  }
  const gradient = `<linearGradient id="bg" x1="${rtl ? 1 : 0}" y1="0" x2="${rtl ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${gradient}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${bands(rng, w, h)}${body}</svg>`;
}
