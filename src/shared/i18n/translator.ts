/**
 * The site's one translator (decision 010, issue 13): server messages, e-mails and the web look
 * strings up here. Keys are dotted paths into one language's dictionary (`nav.news`,
 * `validation.email_invalid`, `mail.reset_subject`); `{{name}}` placeholders are filled from the
 * values given; a key whose dictionary entry is a plural set (`news.results_count_one`,
 * `…_other`, Arabic also `_zero/_two/_few/_many`) picks its form from `values.count` through
 * `Intl.PluralRules` of the language.
 *
 * Speed (decision 010): every key is resolved once per translator and remembered with its
 * template already split at its placeholders, so a lookup is one Map read and filling a string
 * is a few concatenations: no regular expression, array or object per call.
 *
 * This module holds no strings: the web imports it with only the page's language
 * (src/web/i18n/load-language.ts), the server with both (./index.ts).
 */
import type { Lang } from '../envelope';
import type { Key, KeyList, PluralKey } from './types';

export type { Key, KeyList, PageKey, PlainKey, PlainPageKey, PluralKey } from './types';

/** Western digits in both languages (docs/architecture.md, "Numbers"); also the plural rules' locale. */
export const localeOf = (lang: Lang) => (lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB');

/** The CLDR plural categories, in the order dictionaries list them. */
export const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralForm = (typeof PLURAL_FORMS)[number];

/** Values of a string's `{{name}}` placeholders; `count` also picks a plural form. */
export type TValues = Readonly<Record<string, string | number>>;

/**
 * `t('nav.news')`; `t('news.results_count', { count })` (a plural key needs its count);
 * `t(messageKey(code))`: a list of keys of which the first that exists wins, else the last as
 * sent (an API message the dictionaries do not know shows as it came).
 */
export interface TFunction<K extends string = Key, P extends string = PluralKey> {
  (key: Exclude<K, P> | KeyList, values?: TValues): string;
  (key: P, values: TValues & { readonly count: number }): string;
}

/** One language's strings and their lookup: what the site's components get from useTranslation(). */
export interface Translator<K extends string = Key, P extends string = PluralKey> {
  readonly language: Lang;
  readonly t: TFunction<K, P>;
  /** The translator itself: `const { t, i18n } = useTranslation()` reads `i18n.language` (nothing allocated per render). */
  readonly i18n: Translator<K, P>;
}

/** A template split at its placeholders: text, name, text, name, …, text (String#split with a capture). */
type Text = string | readonly string[];
type Plural = { readonly [F in PluralForm]?: Text };
type Entry = Text | Plural | null;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/;

const compile = (template: string): Text => (template.includes('{{') ? template.split(PLACEHOLDER) : template);

function render(text: Text, values: TValues | undefined): string {
  if (typeof text === 'string') return text;
  let out = text[0]!;
  for (let i = 1; i < text.length; i += 2) {
    const v = values?.[text[i]!];
    out += (v === undefined ? '' : String(v)) + text[i + 1]!;
  }
  return out;
}

/** A string's `{{name}}` placeholders filled (a value not given leaves nothing): meta functions outside React. */
export const fill = (template: string, values: TValues): string => render(compile(template), values);

/** The plural set named by `base` under `parent` in the language's forms (its `base_other` at least), else null. */
function pluralOf(parent: Record<string, unknown>, base: string, forms: readonly string[]): Plural | null {
  const plural: Record<string, Text> = {};
  for (const form of forms) {
    const s = parent[`${base}_${form}`];
    if (typeof s === 'string') plural[form] = compile(s);
  }
  return plural.other === undefined ? null : plural;
}

/**
 * The translation function over one language's dictionary (any nesting of objects and strings).
 * Unknown keys come back as sent; a group (`t('nav')`) is not a string and comes back as sent too.
 */
export function createTranslator<K extends string = Key, P extends string = PluralKey>(language: Lang, dictionary: object): Translator<K, P> {
  const found = new Map<string, Entry>();
  const rules = new Intl.PluralRules(localeOf(language));
  const forms = rules.resolvedOptions().pluralCategories;
  const lookup = (key: string): Entry => {
    let entry = found.get(key);
    if (entry !== undefined) return entry;
    let parent: Record<string, unknown> | null = null;
    let node: unknown = dictionary;
    const path = key.split('.');
    for (const part of path) {
      parent = node && typeof node === 'object' ? (node as Record<string, unknown>) : null;
      node = parent ? parent[part] : undefined;
    }
    entry = typeof node === 'string' ? compile(node) : node === undefined && parent ? pluralOf(parent, path[path.length - 1]!, forms) : null;
    found.set(key, entry);
    return entry;
  };
  const t = ((key: string | KeyList, values?: TValues): string => {
    let entry: Entry = null;
    let sent: string;
    if (typeof key === 'string') {
      entry = lookup(key);
      sent = key;
    } else {
      for (const k of key) if ((entry = lookup(k)) !== null) break;
      sent = key[key.length - 1] ?? '';
    }
    if (entry === null) return sent;
    if (typeof entry === 'object' && !Array.isArray(entry)) {
      const plural = entry as Plural;
      const count = values?.count;
      entry = (typeof count === 'number' ? plural[rules.select(count)] : undefined) ?? plural.other!;
    }
    return render(entry as Text, values);
  }) as TFunction<K, P>;
  return {
    language,
    t,
    get i18n() {
      return this;
    },
  };
}

/**
 * A key built at run time from a value the types cannot narrow (a slug from the API): the one
 * explicit cast. Prefer a typed set of values (`Record<Slug, Key>`) where one exists.
 */
export const dynamicKey = <K extends string = Key>(key: string): K => key as K;
