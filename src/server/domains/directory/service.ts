/**
 * The directory stack shared by producers, partners and the next directory (SPEC sections 2, 3
 * and 7): list the active entries of a type (of a country), one entry, cache both under the
 * directory's prefix, and list types and entries for the sitemap. A directory's domain folder
 * holds only its configuration: `service.ts` calls `defineDirectory` with its tables, cache
 * prefix, 404 message keys and own answer fields; `routes.ts` calls `directoryRoutes` with its
 * path and schemas (shared/schemas/<directory>.ts, from `directorySchemas`). The kit imports no
 * domain (decision 042): what it needs of one, the country of a slug, its configuration hands over.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { wrapFound, type Cache } from '../../platform/cache';
import type { Lang } from '../../../shared/envelope';
import type { DirectoryEntry } from '../../../shared/schemas/directory';
import type { PlainKey } from '../../../shared/i18n/types';
import { pick, slugify, uploadUrl } from '../../platform/i18n';
import { sanitizeHtml } from '../../platform/sanitize';
import * as repo from './repository';

export type { DirectoryLink, DirectoryTables, RowOf } from './repository';

const TTL = 60_000;

/**
 * What a directory (producers, partners, the next one) configures: its tables, the prefix of
 * its cache keys (writers of its tables invalidate it, or data its declaration is built from; the
 * HTML cache listens to it), the message keys of its two 404s, the fields it answers beyond
 * `DirectoryEntry`, and how a country's slug is found.
 */
export interface DirectoryConfig<E extends Record<string, AnyPgColumn>, Item extends DirectoryEntry> {
  tables: repo.DirectoryTables<E>;
  cachePrefix: `${string}:`;
  notFound: { type: PlainKey; entry: PlainKey };
  /** The entry's own fields (its type id under its API name, an address, ...), added to the common ones. */
  fields: (lang: Lang, row: repo.RowOf<E>) => Omit<Item, keyof DirectoryEntry>;
  /** The country of a `?country=` slug (unknown: the default one): the geography service's `resolveCountry`. */
  country: (db: Db, cache: Cache, slug: string) => Promise<{ id: number } | null>;
}

/** The common fields of an entry row: names and sanitised descriptions in the language, both variants beside them. */
export function toEntry(lang: Lang, r: repo.DirectoryRow): DirectoryEntry {
  const name = pick(lang, r.nameAr, r.nameEn);
  const descriptionAr = sanitizeHtml(r.descriptionAr);
  const descriptionEn = sanitizeHtml(r.descriptionEn);
  return {
    id: r.id,
    name,
    name_ar: r.nameAr,
    name_en: r.nameEn,
    photo: uploadUrl(r.photo),
    website: r.website ?? '',
    description: pick(lang, descriptionAr, descriptionEn),
    description_ar: descriptionAr,
    description_en: descriptionEn,
    meta_name: slugify(name),
  };
}

/** The service of one directory: its list of a type, one entry, its cache invalidation and its sitemap rows. */
export function defineDirectory<E extends Record<string, AnyPgColumn>, Item extends DirectoryEntry>(config: DirectoryConfig<E, Item>) {
  const { tables, cachePrefix, notFound } = config;
  const toItem = (lang: Lang, r: repo.RowOf<E>) => ({ ...toEntry(lang, r), ...config.fields(lang, r) }) as Item;
  return {
    cachePrefix,
    toItem,
    invalidate: (cache: Cache) => cache.invalidate(cachePrefix),

    /**
     * The active entries of a type; with `country` only that country's (an unknown slug means
     * the default country, as everywhere). Unknown type: NotFound.
     */
    async ofType(db: Db, cache: Cache, lang: Lang, typeId: number, countrySlug?: string): Promise<{ items: Item[] }> {
      const countryId = countrySlug ? (await config.country(db, cache, countrySlug))?.id : undefined;
      const items = await wrapFound(
        cache,
        `${cachePrefix}type:${lang}:${typeId}:${countryId ?? 'all'}`,
        TTL,
        async () => {
          if (!(await repo.typeExists(db, tables, typeId))) return null;
          return (await repo.listOfType(db, tables, typeId, countryId)).map((r) => toItem(lang, r));
        },
        notFound.type,
      );
      return { items };
    },

    /** An active entry, else NotFound. */
    async byId(db: Db, cache: Cache, lang: Lang, id: number): Promise<{ item: Item }> {
      const item = await wrapFound(
        cache,
        `${cachePrefix}item:${lang}:${id}`,
        TTL,
        async () => {
          const row = await repo.findEntry(db, tables, id);
          return row ? toItem(lang, row) : null;
        },
        notFound.entry,
      );
      return { item };
    },

    /** Every type (id, slug, names) in menu order: the site's menus, the sitemap's list pages. */
    types: (db: Db) => repo.listTypes(db, tables),
    /** Every active entry with its type's slug and both names: the sitemap's entry pages. */
    activeEntries: (db: Db) => repo.listActive(db, tables),
  };
}
