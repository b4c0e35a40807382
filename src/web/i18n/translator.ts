import type { Lang } from '../../shared/envelope';
import type { LanguageResources } from './language-ar';

export type { LanguageResources };

/** Values of a string's `{{name}}` placeholders. */
export type TValues = Readonly<Record<string, string | number>>;

/**
 * `t('nav.news')`, `t('validation:email_invalid')` (namespace before a colon: `translation`,
 * `validation`, `api`), `t('x', { count: 3 })` fills `{{count}}`; given several keys, the first
 * that exists. A missing key comes back as itself (the last key given), so an API message the
 * catalogue does not know shows as sent.
 */
export type TFunction = (key: string | readonly string[], values?: TValues) => string;

/** One language's strings and their lookup: what the site's components get from useTranslation(). */
export interface Translator {
  readonly language: Lang;
  readonly t: TFunction;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** A string's `{{name}}` placeholders filled (a value not given leaves nothing): `t` and meta functions. */
export function fill(template: string, values: TValues): string {
  if (!template.includes('{{')) return template;
  return template.replace(PLACEHOLDER, (_, name: string) => (values[name] === undefined ? '' : String(values[name])));
}

/**
 * The site's translation function over one language's strings (decision 010: this replaced
 * i18next, of which the site used only this: lookups by dotted path, namespaces, `{{name}}`
 * placeholders and key fallbacks). Lookups are remembered per translator, so a string used on
 * every page costs one Map read per render.
 */
export function createTranslator(language: Lang, resources: LanguageResources): Translator {
  const found = new Map<string, string | null>();
  const lookup = (key: string): string | null => {
    let value = found.get(key);
    if (value !== undefined) return value;
    const colon = key.indexOf(':');
    const ns = colon > 0 ? key.slice(0, colon) : 'translation';
    let node: unknown = ns in resources ? resources[ns as keyof LanguageResources] : undefined;
    for (const part of key.slice(colon > 0 ? colon + 1 : 0).split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    value = typeof node === 'string' ? node : null;
    found.set(key, value);
    return value;
  };
  const t: TFunction = (key, values) => {
    let text: string | null = null;
    if (typeof key === 'string') text = lookup(key);
    else for (const k of key) if ((text = lookup(k)) !== null) break;
    text ??= typeof key === 'string' ? key : (key[key.length - 1] ?? '');
    return values ? fill(text, values) : text;
  };
  return { language, t };
}
