/**
 * The product → type → producer → item → governorate cascade of SPEC section 4, shared by the
 * prices filter, the comparison and the deal form (features cannot import each other, so it
 * lives here). Pure functions over the lookup lists of GET price / GET price_comparison / GET deal;
 * what differs between the screens is a rule set (`CascadeRules`), not a copy:
 *
 * - prices and comparison (PRICE_CASCADE): the type has an "all" entry (id 0) a new product
 *   resets to; a new type reloads the producers, so it clears the producer; a new product also
 *   clears the producer and the governorate;
 * - the deal form (DEAL_CASCADE): a type must be chosen (no "all"), the producer and the
 *   governorate stand on their own: changing the product clears type and item, changing type or
 *   producer clears the item.
 *
 * Everywhere: a new producer clears the item, and the item restricts the governorates to its govs
 * (all when none, or when no item is chosen).
 */
import type { GovernorateOption, ItemOption, ProducerOption, ProductTypeOption } from './schemas/prices';

/** The fields of the cascade; undefined = not chosen. product_type_id 0 = all types (prices only). */
export interface CascadeState {
  product_id?: number;
  product_type_id?: number;
  producer_id?: number;
  item_id?: number;
  gov_id?: number;
}

export type CascadeField = keyof CascadeState;

export interface CascadeRules {
  /** The type list starts with "all" (id 0), and a cleared type reads as 0 rather than undefined. */
  allTypes: boolean;
  /** The producers depend on the type: a new product or type clears the producer. */
  producerFollowsType: boolean;
  /** A new product clears the governorate. */
  governorateFollowsProduct: boolean;
}

export const PRICE_CASCADE: CascadeRules = { allTypes: true, producerFollowsType: true, governorateFollowsProduct: true };
export const DEAL_CASCADE: CascadeRules = { allTypes: false, producerFollowsType: false, governorateFollowsProduct: false };

/** The "all" entry injected at the head of the product types (id 0). */
export const ALL_TYPES_ID = 0;

/** The state after `field` takes `value`, with the resets of `rules` applied. */
export function changeCascade<S extends CascadeState>(state: S, field: CascadeField, value: number | undefined, rules: CascadeRules): S {
  const noType = rules.allTypes ? ALL_TYPES_ID : undefined;
  switch (field) {
    case 'product_id':
      return {
        ...state,
        product_id: value,
        product_type_id: noType,
        item_id: undefined,
        ...(rules.producerFollowsType ? { producer_id: undefined } : {}),
        ...(rules.governorateFollowsProduct ? { gov_id: undefined } : {}),
      } as S;
    case 'product_type_id':
      return { ...state, product_type_id: value ?? noType, item_id: undefined, ...(rules.producerFollowsType ? { producer_id: undefined } : {}) } as S;
    case 'producer_id':
      return { ...state, producer_id: value, item_id: undefined };
    case 'item_id':
      return { ...state, item_id: value };
    case 'gov_id':
      return { ...state, gov_id: value };
  }
}

/** The product's types, with "all" (id 0) first when `allLabel` is given. */
export function typeOptions(types: readonly ProductTypeOption[], productId: number | undefined, allLabel?: string): ProductTypeOption[] {
  const own = productId === undefined ? [] : types.filter((t) => t.product_id === productId);
  return allLabel === undefined ? own : [{ id: ALL_TYPES_ID, name: allLabel, product_id: productId ?? 0 }, ...own];
}

/** Items of the product narrowed by type (unless 0 / none) and producer. */
export function itemOptions(items: readonly ItemOption[], f: Pick<CascadeState, 'product_id' | 'product_type_id' | 'producer_id'>): ItemOption[] {
  return items.filter(
    (i) =>
      (f.product_id === undefined || i.product_id === f.product_id) &&
      (!f.product_type_id || i.product_type_id === f.product_type_id) &&
      (f.producer_id === undefined || i.producer_id === f.producer_id),
  );
}

/** Producers that have items of the product (and type); for pages that hold every item. */
export function producerOptions(
  producers: readonly ProducerOption[],
  items: readonly ItemOption[],
  f: Pick<CascadeState, 'product_id' | 'product_type_id'>,
): ProducerOption[] {
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

/**
 * Which selects are usable (the deal form, SPEC section 5): the type once a product is chosen;
 * the item once product, type and producer are.
 */
export function cascadeEnabled(f: CascadeState): { product_type_id: boolean; item_id: boolean } {
  return {
    product_type_id: f.product_id !== undefined,
    item_id: f.product_id !== undefined && !!f.product_type_id && f.producer_id !== undefined,
  };
}

/** A query-string / select id: a non-negative integer, or undefined. */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}
