/**
 * Countries and their governorates: the reference data every country-aware domain (prices,
 * producers, partners, home, site) reads through this service.
 */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import type { DbTransaction } from '../../platform/idempotency';
import { perApp } from '../../platform/per-app';
import { DEFAULT_COUNTRY } from '../../../shared/constants';
import * as repo from './repository';

export type { GovernorateRow } from './repository';

/**
 * Cache prefix of the countries and governorates: the country lookups are kept under it, the
 * writers of both tables invalidate it, and whatever is built from them (the site's country list,
 * the prices) names it in its `builtFrom` (decision 042).
 */
export const GEOGRAPHY_CACHE = 'geography:';
export const invalidateGeography = (cache: Cache) => cache.invalidate(GEOGRAPHY_CACHE);
const COUNTRY_CACHE = `${GEOGRAPHY_CACHE}country:`;
const TTL = 60_000;

export const countries = (db: Db) => repo.listCountries(db);

/** The country of a `?country=` slug; unknown or missing → the default (egypt). */
export async function resolveCountry(db: Db, cache: Cache, slug: string | undefined) {
  return cache.wrap(`${COUNTRY_CACHE}${slug ?? ''}`, TTL, async () => {
    return (slug && (await repo.findCountryBySlug(db, slug))) || (await repo.findCountryBySlug(db, DEFAULT_COUNTRY)) || null;
  });
}

/** The governorates of a country, in menu order. */
export const governoratesOf = (db: Db, countryId: number) => repo.listGovernorates(db, countryId);

/** Every governorate of every country. */
export const allGovernorates = (db: Db) => repo.listAllGovernorates(db);

/** Whether a domain above still uses a governorate beyond the foreign keys (rows that would silently go with it). */
export type GovernorateUse = (tx: DbTransaction, governorateId: number) => Promise<boolean>;

/**
 * The uses of a governorate the domains above declare (the prices: an item sold there), per app:
 * the back office refuses to delete a governorate one of them reports (409), and geography names
 * none of them (decision 042).
 */
export const governorateUses = perApp((): Set<GovernorateUse> => new Set());

/** The tables of countries and governorates for the back office (directories). */
export const countryAdminSpec = repo.countryAdminSpec;
export const governorateAdminSpec = repo.governorateAdminSpec;
