/**
 * The back office's units and items (issue 18, area `directories`): the building block of
 * domains/directory/admin.ts over the prices domain's tables. An item is edited with the list of
 * governorates it is sold in; an item with prices is deactivated, never deleted (its prices would
 * go with it), and a governorate an item is sold in is not deleted either (declared to geography).
 */
import type { FastifyInstance } from 'fastify';
import {
  DIRECTORY_ENTITIES,
  itemAdminBody,
  itemAdminQuery,
  itemAdminSchema,
  unitAdminBody,
  unitAdminQuery,
  unitAdminSchema,
  type ItemAdminBody,
} from '../../../shared/schemas/directories-admin';
import { defineAdminTable } from '../directory/admin';
import { registerAdminTable } from '../directory/admin-routes';
import { governorateUses } from '../geography';
import { checkItem, itemGovernorateFields } from './directory-admin';
import { invalidatePrices } from './reads';
import { governorateHasItems, itemAdminSpec, itemHasPrices, replaceItemGovernorates, unitAdminSpec } from './repository';

const unitAdmin = defineAdminTable({ entity: 'unit', spec: unitAdminSpec, invalidate: invalidatePrices });

const itemAdmin = defineAdminTable<ItemAdminBody>({
  entity: 'item',
  spec: itemAdminSpec,
  extraFields: ['governorate_ids'],
  readExtra: itemGovernorateFields,
  writeExtra: (tx, id, body) => replaceItemGovernorates(tx, id, body.governorate_ids),
  check: checkItem,
  inUse: itemHasPrices,
  invalidate: invalidatePrices,
});

export async function pricesDirectoryAdminRoutes(app: FastifyInstance) {
  // An item's governorates (item_governorates) would go with a deleted governorate.
  governorateUses(app).add(governorateHasItems);
  await registerAdminTable(app, unitAdmin, {
    path: DIRECTORY_ENTITIES.units,
    noun: 'unit',
    query: unitAdminQuery,
    body: unitAdminBody,
    row: unitAdminSchema,
  });
  await registerAdminTable(app, itemAdmin, {
    path: DIRECTORY_ENTITIES.items,
    noun: 'item (with the governorates it is sold in)',
    query: itemAdminQuery,
    body: itemAdminBody,
    row: itemAdminSchema,
  });
}
