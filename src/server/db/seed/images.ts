/**
 * Demo pictures drawn as SVG and encoded to WebP with sharp: abstract industrial scenes and
 * logos, with no text glyphs. The ad banners, which carry text, are drawn by banners.ts.
 */
import { loadSharp } from '../../platform/sharp';
import type { Storage } from '../../platform/storage';
import type { Rng } from './random';

const PALETTES = [
  ['#0f3d56', '#1f7a8c', '#bfdbf7', '#e1a140'],
  ['#2b2d42', '#8d99ae', '#edf2f4', '#ef233c'],
  ['#3d405b', '#81b29a', '#f4f1de', '#e07a5f'],
  ['#1b263b', '#415a77', '#e0e1dd', '#fca311'],
  ['#283618', '#606c38', '#fefae0', '#dda15e'],
  ['#22223b', '#4a4e69', '#f2e9e4', '#c9ada7'],
] as const;

const gradient = (id: string, a: string, b: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

/** A plant skyline: silos, a kiln, chimneys with smoke, a crane. */
export function sceneSvg(rng: Rng, w = 1200, h = 675): string {
  const [dark, mid, light, accent] = rng.pick(PALETTES);
  const ground = h * rng.float(0.72, 0.82);
  const parts: string[] = [];
  parts.push(`<circle cx="${rng.int(w * 0.1, w * 0.9)}" cy="${rng.int(h * 0.12, h * 0.35)}" r="${rng.int(40, 90)}" fill="${accent}" opacity="0.85"/>`);
  // far hills
  parts.push(
    `<path d="M0 ${ground - 60} Q ${w * 0.25} ${ground - 140} ${w * 0.5} ${ground - 70} T ${w} ${ground - 90} V ${h} H 0 Z" fill="${mid}" opacity="0.35"/>`,
  );
  let x = rng.int(20, 80);
  while (x < w - 60) {
    const kind = rng.int(0, 3);
    if (kind === 0) {
      const sw = rng.int(50, 80),
        sh = rng.int(160, 280);
      for (let k = 0; k < rng.int(2, 4) && x < w - sw; k++, x += sw + 6) {
        parts.push(`<rect x="${x}" y="${ground - sh}" width="${sw}" height="${sh}" fill="${dark}" rx="6"/>`);
        parts.push(`<ellipse cx="${x + sw / 2}" cy="${ground - sh}" rx="${sw / 2}" ry="12" fill="${mid}"/>`);
      }
    } else if (kind === 1) {
      const cw = rng.int(18, 30),
        ch = rng.int(220, 360);
      parts.push(`<rect x="${x}" y="${ground - ch}" width="${cw}" height="${ch}" fill="${dark}"/>`);
      for (let k = 0; k < 4; k++) {
        parts.push(`<circle cx="${x + cw / 2 + k * 22}" cy="${ground - ch - 20 - k * 26}" r="${16 + k * 7}" fill="${light}" opacity="${0.55 - k * 0.1}"/>`);
      }
      x += cw + rng.int(20, 60);
    } else if (kind === 2) {
      const kw = rng.int(200, 320),
        kh = rng.int(36, 52);
      const y = ground - rng.int(60, 110);
      parts.push(`<rect x="${x}" y="${y}" width="${kw}" height="${kh}" rx="${kh / 2}" fill="${mid}" transform="rotate(-4 ${x} ${y})"/>`);
      parts.push(
        `<rect x="${x + 30}" y="${y + kh}" width="14" height="${ground - y - kh}" fill="${dark}"/><rect x="${x + kw - 50}" y="${y + kh - 18}" width="14" height="${ground - y - kh + 18}" fill="${dark}"/>`,
      );
      x += kw + rng.int(10, 40);
    } else {
      const ch = rng.int(240, 380),
        arm = rng.int(160, 260);
      parts.push(`<rect x="${x}" y="${ground - ch}" width="12" height="${ch}" fill="${accent}"/>`);
      parts.push(`<rect x="${x - arm * 0.3}" y="${ground - ch}" width="${arm}" height="10" fill="${accent}"/>`);
      parts.push(
        `<line x1="${x + arm * 0.6}" y1="${ground - ch + 10}" x2="${x + arm * 0.6}" y2="${ground - ch + rng.int(60, 160)}" stroke="${dark}" stroke-width="3"/>`,
      );
      x += rng.int(60, 120);
    }
    x += rng.int(10, 50);
  }
  parts.push(`<rect x="0" y="${ground}" width="${w}" height="${h - ground}" fill="${dark}"/>`);
  for (let i = 0; i < 6; i++)
    parts.push(`<rect x="${rng.int(0, w)}" y="${ground + rng.int(10, h - ground - 10)}" width="${rng.int(40, 200)}" height="4" fill="${mid}" opacity="0.6"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${gradient('sky', light, mid)}</defs><rect width="${w}" height="${h}" fill="url(#sky)"/>${parts.join('')}</svg>`;
}

/** A square, text-free logo: a badge of nested geometric shapes. */
export function logoSvg(rng: Rng, size = 400): string {
  const [dark, mid, light, accent] = rng.pick(PALETTES);
  const c = size / 2;
  const sides = rng.pick([0, 3, 4, 6, 8]);
  const r = size * 0.36;
  const polygon = (radius: number, fill: string, rot = 0) =>
    sides === 0
      ? `<circle cx="${c}" cy="${c}" r="${radius}" fill="${fill}"/>`
      : `<polygon fill="${fill}" points="${Array.from({ length: sides }, (_, i) => {
          const a = rot + (Math.PI * 2 * i) / sides - Math.PI / 2;
          return `${(c + radius * Math.cos(a)).toFixed(1)},${(c + radius * Math.sin(a)).toFixed(1)}`;
        }).join(' ')}"/>`;
  const bars = Array.from({ length: rng.int(2, 4) }, (_, i) => {
    const bw = size * 0.08;
    const bh = size * rng.float(0.18, 0.36);
    return `<rect x="${c - size * 0.18 + i * bw * 1.4}" y="${c + size * 0.16 - bh}" width="${bw}" height="${bh}" rx="4" fill="${light}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${light}"/>${polygon(r, dark, rng.float(0, 1))}${polygon(r * 0.78, mid)}${bars}<rect x="${c - size * 0.22}" y="${c + size * 0.17}" width="${size * 0.44}" height="${size * 0.05}" fill="${accent}"/></svg>`;
}

/** Encodes an SVG as WebP into the public files under `relPath` and returns `relPath` (the column value). */
export async function writeWebp(files: Storage, relPath: string, svg: string, width: number, height: number): Promise<string> {
  const sharp = await loadSharp();
  const buf = await sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' }).webp({ quality: 78, effort: 2 }).toBuffer();
  await files.put(relPath, buf);
  return relPath;
}

/** Runs image jobs with a small concurrency (sharp has its own thread pool). */
export async function runLimited(jobs: Array<() => Promise<unknown>>, limit = 4): Promise<void> {
  let i = 0;
  const worker = async () => {
    while (i < jobs.length) await jobs[i++]!();
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}
