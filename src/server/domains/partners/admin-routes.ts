/**
 * The back office's industry partners and profile types (issue 18, area `directories`): the
 * building block of domains/directory/admin.ts over the partners domain's tables, with the
 * partner's logo. Profile types are the site's partners menu: the site declares it (`builtFrom`),
 * a write here empties only the partners' own data.
 */
import type { FastifyInstance } from 'fastify';
import {
  DIRECTORY_ENTITIES,
  partnerAdminBody,
  partnerAdminQuery,
  partnerAdminSchema,
  profileTypeAdminBody,
  profileTypeAdminQuery,
  profileTypeAdminSchema,
} from '../../../shared/schemas/directories-admin';
import { defineAdminTable } from '../directory/admin';
import { registerAdminTable } from '../directory/admin-routes';
import { invalidatePartners, invalidateProfileTypes, partnerAdminSpec, profileTypeAdminSpec } from './service';

const profileTypeAdmin = defineAdminTable({ entity: 'profile_type', spec: profileTypeAdminSpec, invalidate: invalidateProfileTypes });

const partnerAdmin = defineAdminTable({ entity: 'partner', spec: partnerAdminSpec, photo: { folder: 'partners' }, invalidate: invalidatePartners });

export async function partnersAdminRoutes(app: FastifyInstance) {
  await registerAdminTable(app, profileTypeAdmin, {
    path: DIRECTORY_ENTITIES.profile_types,
    noun: 'profile type',
    query: profileTypeAdminQuery,
    body: profileTypeAdminBody,
    row: profileTypeAdminSchema,
  });
  await registerAdminTable(app, partnerAdmin, {
    path: DIRECTORY_ENTITIES.partners,
    noun: 'partner',
    query: partnerAdminQuery,
    body: partnerAdminBody,
    row: partnerAdminSchema,
  });
}
