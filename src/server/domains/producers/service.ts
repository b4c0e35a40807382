import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { Producer } from '../../../shared/schemas/producers';
import { defineDirectory } from '../directory/service';
import { resolveCountry } from '../geography';
import * as repo from './repository';

/**
 * The producers directory (SPEC sections 2, 3 and 7): the shared directory stack
 * (domains/directory) configured with the producer tables. Writers of producers call
 * invalidateProducers, writers of producer types invalidateProducerTypes.
 */
export const producerDirectory = defineDirectory<Record<never, never>, Producer>({
  tables: repo.producerTables,
  cachePrefix: 'producers:',
  notFound: { type: 'api.producer_type_not_found', entry: 'api.producer_not_found' },
  fields: (_lang, r) => ({ producer_type_id: r.typeId }),
  country: resolveCountry,
});

/** Cache prefix of the producer answers (the HTML cache and the sitemap follow it): built from the two tables below. */
export const PRODUCERS_CACHE = producerDirectory.cachePrefix;

/**
 * The producers' and the producer types' data, as the readers' `builtFrom` names them (decision
 * 042): `data:` prefixes, nothing is cached under them. The producer answers are built from both,
 * the prices from the producers (names, the filter), the site's menu from the types: each write
 * empties what is built from its own table, and no more.
 */
export const PRODUCERS_DATA = 'data:producers:';
export const PRODUCER_TYPES_DATA = 'data:producer-types:';
export const invalidateProducers = (cache: Cache) => cache.invalidate(PRODUCERS_DATA);
export const invalidateProducerTypes = (cache: Cache) => cache.invalidate(PRODUCER_TYPES_DATA);

// Reads for other domains (site's menus, the sitemap, the prices filters): rows, no cache.

/** Every producer type (id, slug, names), in menu order. */
export const producerTypeList = producerDirectory.types;

/** Every active producer with its type's slug (the sitemap). */
export const activeProducersWithType = producerDirectory.activeEntries;

/** The active producers of a country, in menu order. */
export const activeProducersOfCountry = (db: Db, countryId: number) => repo.listActiveProducersOfCountry(db, countryId);

/** A producer's country, null when there is no such producer (the prices domain checks an item's governorates). */
export const producerCountryId = (db: Db, id: number) => repo.findProducerCountry(db, id);

/** The tables of producers and producer types for the back office (directories). */
export const producerAdminSpec = repo.producerAdminSpec;
export const producerTypeAdminSpec = repo.producerTypeAdminSpec;
