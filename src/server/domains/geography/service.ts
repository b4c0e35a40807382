/**
 * Countries and their governorates: the reference data every country-aware domain (prices,
 * producers, partners, home, site) reads through this service.
 */
import type { Db } from '../../db/client';
import type { Cache } from '../../platform/cache';
import { DEFAULT_COUNTRY } from '../../../shared/constants';
import * as repo from './repository';

export type { GovernorateRow } from './repository';

/** Country answers are cached under the site prefix (`site:`): writers of site data invalidate it. */
const COUNTRY_CACHE = 'site:country:';
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

/** The tables of countries and governorates for the back office (directories). */
export const countryAdminSpec = repo.countryAdminSpec;
export const governorateAdminSpec = repo.governorateAdminSpec;
