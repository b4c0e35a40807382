/** The rules of the back office's items (issue 18, area `directories`: directory-admin-routes.ts). */
import type { Db } from '../../db/client';
import type { FieldErrors } from '../../../shared/envelope';
import type { ItemAdminBody } from '../../../shared/schemas/directories-admin';
import { allGovernorates } from '../geography';
import { producerCountryId } from '../producers';
import { productTypes as listProductTypes } from '../products';
import * as repo from './repository';

/** `governorate_ids` of each item, for the back office's rows. */
export async function itemGovernorateFields(db: Pick<Db, 'select'>, itemIds: number[]): Promise<Map<number, { governorate_ids: number[] }>> {
  const govs = await repo.itemGovernorateIds(db, itemIds);
  return new Map(itemIds.map((id) => [id, { governorate_ids: govs.get(id) ?? [] }]));
}

/**
 * The rules of an item beyond the foreign keys: its product type is one of its product's, and
 * its governorates exist and are in its producer's country. Field → message keys.
 */
export async function checkItem(db: Db, body: ItemAdminBody): Promise<FieldErrors> {
  const [types, country, govs] = await Promise.all([listProductTypes(db), producerCountryId(db, body.producer_id), allGovernorates(db)]);
  const fields: FieldErrors = {};
  const type = types.find((t) => t.id === body.product_type_id);
  if (!type) fields.product_type_id = ['directories_ref_unknown'];
  else if (type.productId !== body.product_id) fields.product_type_id = ['directories_type_of_other_product'];
  if (country == null) fields.producer_id = ['directories_ref_unknown'];
  const byId = new Map(govs.map((g) => [g.id, g]));
  if (body.governorate_ids.some((id) => !byId.has(id))) fields.governorate_ids = ['directories_ref_unknown'];
  else if (country != null && body.governorate_ids.some((id) => byId.get(id)!.country_id !== country))
    fields.governorate_ids = ['directories_governorate_other_country'];
  return fields;
}
