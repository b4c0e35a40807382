/**
 * The two languages have the same keys in every dictionary (src/shared/i18n/<lang>/*.json), in
 * both directions; each plural set has exactly the forms its language uses (Intl.PluralRules:
 * Arabic zero/one/two/few/many/other, English one/other); no string is empty; both languages
 * fill the same placeholders. The types prove the keys too (src/shared/i18n/types.ts): this
 * test names what is missing.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryFiles, localeOf, PLURAL_FORMS } from '../../src/shared/i18n/index';
import type { Lang } from '../../src/shared/envelope';
import arAdmin from '../../src/shared/i18n/ar/admin.json';
import enAdmin from '../../src/shared/i18n/en/admin.json';

type Tree = { [k: string]: string | Tree };
const LANGS = ['ar', 'en'] as const satisfies readonly Lang[];
const PLURAL = new RegExp(`^(.+)_(${PLURAL_FORMS.join('|')})$`);

const leaves = (o: Tree, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));

/** Keys with plural sets under their base name; the forms of each set; the placeholders of each key. */
export function describeDictionary(dict: Tree) {
  const keys = new Set<string>();
  const forms = new Map<string, string[]>();
  const placeholders = new Map<string, Set<string>>();
  const empty: string[] = [];
  for (const [path, text] of leaves(dict)) {
    const m = PLURAL.exec(path);
    const key = m ? m[1]! : path;
    keys.add(key);
    if (m) forms.set(key, [...(forms.get(key) ?? []), m[2]!]);
    if (!text.trim()) empty.push(path);
    const names = placeholders.get(key) ?? new Set<string>();
    for (const p of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) if (!(m && p[1] === 'count')) names.add(p[1]!);
    placeholders.set(key, names);
  }
  return { keys, forms, placeholders, empty };
}

/** The server's dictionaries, and the back office's own (loaded on /admin only: src/web/ui/admin/i18n.tsx). */
const allFiles = { ar: { ...dictionaryFiles.ar, admin: arAdmin }, en: { ...dictionaryFiles.en, admin: enAdmin } };
const files = Object.keys(allFiles.ar) as (keyof typeof allFiles.ar)[];

describe('dictionaries', () => {
  it('each language has the same dictionary files, all of them loaded', () => {
    for (const lang of LANGS) {
      const onDisk = readdirSync(join(import.meta.dirname, '../../src/shared/i18n', lang)).map((f) => f.replace(/\.json$/, ''));
      expect(onDisk.sort(), lang).toEqual([...files].sort());
    }
  });

  describe.each(files)('%s.json', (file) => {
    const ar = describeDictionary(allFiles.ar[file] as Tree);
    const en = describeDictionary(allFiles.en[file] as Tree);

    it('has every Arabic key in English and every English key in Arabic', () => {
      expect(
        [...ar.keys].filter((k) => !en.keys.has(k)),
        'in ar, missing in en',
      ).toEqual([]);
      expect(
        [...en.keys].filter((k) => !ar.keys.has(k)),
        'in en, missing in ar',
      ).toEqual([]);
    });

    it('writes each plural set in exactly the forms of its language', () => {
      for (const [lang, d] of [
        ['ar', ar],
        ['en', en],
      ] as const) {
        const wanted = [...new Intl.PluralRules(localeOf(lang)).resolvedOptions().pluralCategories].sort();
        for (const [key, forms] of d.forms) expect([...forms].sort(), `${lang} ${key}`).toEqual(wanted);
      }
      expect([...ar.forms.keys()].sort(), 'the same keys are plural in both').toEqual([...en.forms.keys()].sort());
    });

    it('has no empty string and the same placeholders in both languages', () => {
      expect(ar.empty).toEqual([]);
      expect(en.empty).toEqual([]);
      for (const [key, names] of ar.placeholders) expect([...names].sort(), key).toEqual([...(en.placeholders.get(key) ?? [])].sort());
    });
  });
});
