import type { Partner } from '../../../shared/schemas/partners';
import type { Cache } from '../../platform/cache';
import { pick } from '../../platform/i18n';
import { defineDirectory } from '../directory/service';
import { resolveCountry } from '../geography';
import * as repo from './repository';

/**
 * The industry-partners directory (SPEC sections 2, 3 and 7): the shared directory stack
 * (domains/directory) configured with the partner tables, plus an address and the profile
 * type's name. Writers of partners call invalidatePartners, writers of profile types
 * invalidateProfileTypes.
 */
export const partnerDirectory = defineDirectory<repo.PartnerColumns, Partner>({
  tables: repo.partnerTables,
  cachePrefix: 'partners:',
  notFound: { type: 'api.profile_type_not_found', entry: 'api.partner_not_found' },
  fields: (lang, r) => ({
    address: pick(lang, r.addressAr, r.addressEn),
    profile_type_name: pick(lang, r.typeNameAr, r.typeNameEn),
    profile_type_id: r.typeId,
  }),
  country: resolveCountry,
});

/** Cache prefix of the partner answers (the HTML cache listens to it). */
export const PARTNERS_CACHE = partnerDirectory.cachePrefix;
export const invalidatePartners = partnerDirectory.invalidate;

/**
 * The profile types' data, as the readers' `builtFrom` names it (decision 042): a `data:` prefix,
 * nothing is cached under it; the partner answers (a type's list, its name) and the site's menu
 * are built from it.
 */
export const PROFILE_TYPES_DATA = 'data:profile-types:';
export const invalidateProfileTypes = (cache: Cache) => cache.invalidate(PROFILE_TYPES_DATA);

// Reads for other domains (site's menus, the sitemap): rows, no cache.

/** Every profile type (id, slug, names), in menu order. */
export const profileTypeList = partnerDirectory.types;

/** Every active partner with its profile type's slug (the sitemap). */
export const activePartnersWithType = partnerDirectory.activeEntries;

/** The tables of partners and profile types for the back office (directories). */
export const partnerAdminSpec = repo.partnerAdminSpec;
export const profileTypeAdminSpec = repo.profileTypeAdminSpec;
