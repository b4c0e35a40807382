/**
 * Decision 015: our own parts are styled by CSS Modules, which nobody mirrors for right-to-left
 * (Emotion's RTL plugin only sees MUI's styles). A physical side in a module would stay on the
 * same side in Arabic, so every side is logical (`margin-inline-start`, `inset-inline-end`,
 * `text-align: start`) or written per direction under `[dir=…]`. And no web code reaches into
 * Emotion's or MUI's internals again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '../../src/web');

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name), test) : test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Declarations that name a physical side, outside rules written for one direction. */
function physicalSides(css: string): string[] {
  const found: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Each rule's selector and body (at-rules' own braces are skipped: their rules are matched inside).
  for (const m of text.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    const selector = m[1]!.trim();
    if (/\[dir=/.test(selector)) continue;
    for (const declaration of m[2]!.split(';')) {
      const [property = '', value = ''] = declaration.split(/:(.*)/s).map((s) => s.trim());
      if (property.startsWith('--')) continue;
      const physicalProperty = /^(left|right)$|-(left|right)(-|$)/.test(property);
      const physicalValue = /^(text-align|float|clear)$/.test(property) && /\b(left|right)\b/.test(value);
      if (physicalProperty || physicalValue) found.push(`${selector} { ${property}: ${value} }`);
    }
  }
  return found;
}

describe('CSS modules (decision 015)', () => {
  const modules = filesUnder(WEB, (name) => name.endsWith('.module.css'));

  it('are there (the parts on every page are styled by them)', () => {
    const names = modules.map((f) => relative(WEB, f));
    expect(names).toEqual(expect.arrayContaining(['ui/looks.module.css', 'ui/header/header.module.css', 'ui/footer/footer.module.css']));
  });

  it('name no physical side outside a rule for one direction', () => {
    const problems = modules.flatMap((file) => physicalSides(readFileSync(file, 'utf8')).map((p) => `${relative(WEB, file)}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('the check sees physical sides (and lets logical ones and [dir] rules through)', () => {
    const css = `.root { margin-left: 8px; padding-inline-start: 4px; } @media (min-width: 600px) { .root :global(.x) { right: 0; text-align: left; } }
      [dir='rtl'] .root { box-shadow: inset 1px 0 0 red; left: 0; } .root { text-align: start; border-right: 1px solid; --Badge-inset: 0 0 auto auto; }`;
    expect(physicalSides(css)).toEqual([
      '.root { margin-left: 8px }',
      '.root :global(.x) { right: 0 }',
      '.root :global(.x) { text-align: left }',
      '.root { border-right: 1px solid }',
    ]);
  });

  it("no web code imports Emotion's or MUI's internal modules", () => {
    const internal = /@emotion\/(serialize|utils)|@mui\/system\/styleFunctionSx|\bstyleFunctionSx\b|\b__unsafe_/;
    const offenders = filesUnder(WEB, (name) => /\.tsx?$/.test(name)).filter((f) => internal.test(readFileSync(f, 'utf8')));
    expect(offenders.map((f) => relative(WEB, f))).toEqual([]);
  });
});
