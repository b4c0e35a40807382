/**
 * A prices search as a saved search (SPEC section 3, "Saved search"). `param` is the query
 * string and the identity; it starts with product_id because the product lives in the path,
 * so the same filters on two products stay two searches.
 */
import type { ProductOption } from '../../../shared/schemas/prices';
import type { SavedSearch } from '../../ui/stores/saved-searches';
import { filterToSearch, searchSummary, type PriceFilter, type SummaryLookups } from './cascade';

export function savedSearchParam(f: PriceFilter): string {
  const query = filterToSearch(f);
  return [`product_id=${f.product_id ?? ''}`, query].filter(Boolean).join('&');
}

export function toSavedSearch(f: PriceFilter, product: ProductOption, lookups: SummaryLookups): SavedSearch {
  return {
    param: savedSearchParam(f),
    search_text: searchSummary(f, lookups),
    product_id: product.id,
    product_name: product.name,
    meta_name: product.meta_name,
    product_type_id: f.product_type_id,
    producer_id: f.producer_id,
    item_id: f.item_id,
    gov_id: f.gov_id,
    from_date: f.from_date,
    to_date: f.to_date,
    word: f.word,
  };
}
