/**
 * The filter cascade of SPEC section 4, shared by the prices and the comparison pages. Pure
 * functions over the lookup data of GET price / GET price_comparison, so both pages (and the
 * unit tests) agree on what each change resets and which options remain.
 *
 * - product changes: type back to 0 ("all"), producer, item and governorate cleared (the prices
 *   page also clears the word and navigates to the product's route);
 * - type changes: producers reload for it, item cleared;
 * - producer changes: item cleared;
 * - item restricts governorates to its govs (all when none, or when no item is chosen).
 */
import type { GovernorateOption, ItemOption, ProducerOption, ProductTypeOption } from '../../../shared/schemas/prices';

/** A filter state; undefined = not chosen. product_type_id 0 = all types. */
export interface PriceFilter {
  product_id?: number;
  product_type_id: number;
  producer_id?: number;
  item_id?: number;
  gov_id?: number;
  from_date: string;
  to_date: string;
  word?: string;
}

export type FilterField = 'product_id' | 'product_type_id' | 'producer_id' | 'item_id' | 'gov_id';

/** The "all" entry injected at the head of the product types (id 0). */
export const ALL_TYPES_ID = 0;

/** The state after `field` takes `value`, with the resets of the cascade applied. */
export function changeFilter(state: PriceFilter, field: FilterField, value: number | undefined): PriceFilter {
  switch (field) {
    case 'product_id':
      return { ...state, product_id: value, product_type_id: ALL_TYPES_ID, producer_id: undefined, item_id: undefined, gov_id: undefined, word: undefined };
    case 'product_type_id':
      return { ...state, product_type_id: value ?? ALL_TYPES_ID, producer_id: undefined, item_id: undefined };
    case 'producer_id':
      return { ...state, producer_id: value, item_id: undefined };
    case 'item_id':
      return { ...state, item_id: value };
    case 'gov_id':
      return { ...state, gov_id: value };
  }
}

/** The product's types with "all" (id 0) first. */
export function typeOptions(types: readonly ProductTypeOption[], productId: number | undefined, allLabel: string): ProductTypeOption[] {
  const own = productId === undefined ? [] : types.filter((t) => t.product_id === productId);
  return [{ id: ALL_TYPES_ID, name: allLabel, product_id: productId ?? 0 }, ...own];
}

/** Items of the product narrowed by type (unless 0) and producer. */
export function itemOptions(items: readonly ItemOption[], f: Pick<PriceFilter, 'product_id' | 'product_type_id' | 'producer_id'>): ItemOption[] {
  return items.filter(
    (i) =>
      (f.product_id === undefined || i.product_id === f.product_id) &&
      (!f.product_type_id || i.product_type_id === f.product_type_id) &&
      (f.producer_id === undefined || i.producer_id === f.producer_id),
  );
}

/** Producers that have items of the product (and type); for pages that hold every item. */
export function producerOptions(producers: readonly ProducerOption[], items: readonly ItemOption[], f: Pick<PriceFilter, 'product_id' | 'product_type_id'>): ProducerOption[] {
  const ids = new Set(itemOptions(items, { ...f, producer_id: undefined }).map((i) => i.producer_id));
  return producers.filter((p) => ids.has(p.id));
}

/** The chosen item's governorates, or all of them when no item is chosen or it lists none. */
export function governorateOptions(governorates: readonly GovernorateOption[], items: readonly ItemOption[], itemId: number | undefined): GovernorateOption[] {
  const item = itemId === undefined ? undefined : items.find((i) => i.id === itemId);
  if (!item || item.govs.length === 0) return [...governorates];
  const govs = new Set(item.govs);
  return governorates.filter((g) => govs.has(g.id));
}

/** A query-string id: a positive integer, or undefined. */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}
