/**
 * The keys of the dictionaries, as types: a missing or misspelt key is a type error. Derived from
 * the Arabic dictionaries (the default language); ./check.ts proves the English ones have the same
 * keys. Type-only: importing this module costs the bundle nothing.
 */
import type arMail from './ar/mail.json';
import type arMessages from './ar/messages.json';
import type arSite from './ar/site.json';
import type enMail from './en/mail.json';
import type enMessages from './en/messages.json';
import type enSite from './en/site.json';

/** Every dotted path to a string: `{ nav: { news: '…' } }` → `'nav.news'`. */
export type Leaves<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`> }[keyof T & string];

/** The key a plural form belongs to (`news.results_count_few` → `news.results_count`), else never. */
export type PluralBase<K extends string> = K extends `${infer B}_zero`
  ? B
  : K extends `${infer B}_one`
    ? B
    : K extends `${infer B}_two`
      ? B
      : K extends `${infer B}_few`
        ? B
        : K extends `${infer B}_many`
          ? B
          : K extends `${infer B}_other`
            ? B
            : never;

type Form = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** The keys a translator answers: every string's path, plural sets by their base name (not by form). */
export type KeysOf<D> = Keys<Leaves<D>>;

/** A dictionary's shape without its plural forms (which differ by language): for direct reads in meta functions. */
export type Shape<T> = {
  [K in keyof T as K extends `${string}_${Form}` ? never : K]: T[K] extends string ? string : Shape<T[K]>;
};

/**
 * What a page can show: the site's strings and the form messages (`validation`). The API's
 * messages (`api`) come translated in its answers (`msg`, field errors): the browser does not load them.
 */
export type PageDictionary = typeof arSite & Pick<typeof arMessages, 'validation'>;
/** Everything: also the API messages and the e-mails (server only). */
export type FullDictionary = typeof arSite & typeof arMessages & typeof arMail;

// Each file's paths computed once, then combined (cheaper for tsc than the paths of an intersection).
type SiteLeaves = Leaves<typeof arSite>;
type ValidationLeaves = Leaves<Pick<typeof arMessages, 'validation'>>;
type ServerLeaves = Leaves<Pick<typeof arMessages, 'api'>> | Leaves<typeof arMail>;
type Keys<L extends string> = Exclude<L, `${string}_${Form}`> | PluralBase<L>;

/** A key a page can show (the browser has no API or e-mail strings). */
export type PageKey = Keys<SiteLeaves | ValidationLeaves>;
/** A key of any dictionary (server: API messages, e-mails). */
export type Key = PageKey | Keys<ServerLeaves>;
/** The keys that need a `count`. */
export type PluralKey = PluralBase<SiteLeaves | ValidationLeaves | ServerLeaves>;
/** A key without a count: API messages (AppError), e-mails. */
export type PlainKey = Exclude<Key, PluralKey>;
/** A page's key without a count: keys kept in data (labels, dialog titles). */
export type PlainPageKey = Exclude<PageKey, PluralKey>;

declare const keyList: unique symbol;
/** Keys to try in order (messageKey()): built by a helper, never by hand. */
export type KeyList = readonly string[] & { readonly [keyList]: true };

/** Compile-time proof that English has the keys of Arabic and no other (tests/unit/i18n-dictionaries.test.ts names them). */
type Assert<T extends true> = T;
type English = Keys<Leaves<typeof enSite> | Leaves<typeof enMessages> | Leaves<typeof enMail>>;
export type EnglishHasEveryKey = Assert<[Exclude<Key, English>] extends [never] ? true : false>;
export type EnglishHasNoOtherKey = Assert<[Exclude<English, Key>] extends [never] ? true : false>;

/**
 * The back office's strings (issue 18), a dictionary of their own loaded only on /admin
 * (src/web/ui/admin/i18n.tsx): the public pages' language chunks do not carry them.
 */
import type arAdmin from './ar/admin.json';
import type enAdmin from './en/admin.json';
type AdminLeaves = Leaves<typeof arAdmin>;
export type AdminKey = Keys<AdminLeaves>;
export type AdminPluralKey = PluralBase<AdminLeaves>;
export type PlainAdminKey = Exclude<AdminKey, AdminPluralKey>;
type EnglishAdmin = Keys<Leaves<typeof enAdmin>>;
export type EnglishAdminHasEveryKey = Assert<[Exclude<AdminKey, EnglishAdmin>] extends [never] ? true : false>;
export type EnglishAdminHasNoOtherKey = Assert<[Exclude<EnglishAdmin, AdminKey>] extends [never] ? true : false>;
