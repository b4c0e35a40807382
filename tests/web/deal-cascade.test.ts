/**
 * The deal form's cascade (SPEC sections 4 and 5, "Deal form"): the same code as the prices
 * filter (src/shared/cascade.ts) with DEAL_CASCADE's rules — no "all" type, producer and
 * governorate independent of the product.
 */
import { describe, expect, it } from 'vitest';
import type { ItemOption, ProductTypeOption } from '../../src/shared/schemas/prices';
import { cascadeEnabled, changeCascade, DEAL_CASCADE, itemOptions, PRICE_CASCADE, typeOptions, type CascadeState } from '../../src/shared/cascade';

const types: ProductTypeOption[] = [
  { id: 1, name: 'Grey', product_id: 1 },
  { id: 2, name: 'White', product_id: 1 },
  { id: 5, name: 'Rebar', product_id: 3 },
];
const items: ItemOption[] = [
  { id: 10, name: 'Delta OPC', product_id: 1, product_type_id: 1, producer_id: 1, govs: [1, 2] },
  { id: 11, name: 'Delta White', product_id: 1, product_type_id: 2, producer_id: 1, govs: [] },
  { id: 12, name: 'Coral OPC', product_id: 1, product_type_id: 1, producer_id: 2, govs: [3] },
  { id: 30, name: 'Rebar 12', product_id: 3, product_type_id: 5, producer_id: 9, govs: [1] },
];
const full: CascadeState = { product_id: 1, product_type_id: 1, producer_id: 1, item_id: 10, gov_id: 2 };
const change = (f: CascadeState, field: keyof CascadeState, v: number | undefined) => changeCascade(f, field, v, DEAL_CASCADE);

describe('the deal form cascade', () => {
  it('changing the product clears type and item, keeps producer and governorate', () => {
    expect(change(full, 'product_id', 3)).toEqual({ product_id: 3, product_type_id: undefined, producer_id: 1, item_id: undefined, gov_id: 2 });
    // The prices filter's rules on the same state: type back to "all", producer and governorate cleared too.
    expect(changeCascade(full, 'product_id', 3, PRICE_CASCADE)).toEqual({
      product_id: 3,
      product_type_id: 0,
      producer_id: undefined,
      item_id: undefined,
      gov_id: undefined,
    });
  });
  it('changing the type or the producer clears the item only', () => {
    expect(change(full, 'product_type_id', 2)).toEqual({ ...full, product_type_id: 2, item_id: undefined });
    expect(change(full, 'product_type_id', undefined).product_type_id).toBeUndefined();
    expect(change(full, 'producer_id', 2)).toEqual({ ...full, producer_id: 2, item_id: undefined });
    expect(change(full, 'item_id', 12)).toEqual({ ...full, item_id: 12 });
  });
  it('offers no "all" type, and items matching product, type and producer', () => {
    expect(typeOptions(types, 1).map((t) => t.id)).toEqual([1, 2]);
    expect(typeOptions(types, undefined)).toEqual([]);
    expect(itemOptions(items, { product_id: 1, product_type_id: 1, producer_id: 2 }).map((i) => i.id)).toEqual([12]);
    expect(itemOptions(items, { product_id: 1, product_type_id: 2, producer_id: 2 })).toEqual([]);
  });
  it('the type waits for a product; the item for product, type and producer', () => {
    expect(cascadeEnabled({})).toEqual({ product_type_id: false, item_id: false });
    expect(cascadeEnabled({ product_id: 1 })).toEqual({ product_type_id: true, item_id: false });
    expect(cascadeEnabled({ product_id: 1, product_type_id: 1 })).toEqual({ product_type_id: true, item_id: false });
    expect(cascadeEnabled({ product_id: 1, producer_id: 2 })).toEqual({ product_type_id: true, item_id: false });
    expect(cascadeEnabled({ product_id: 1, product_type_id: 1, producer_id: 2 })).toEqual({ product_type_id: true, item_id: true });
    // After a product change the item is disabled again.
    expect(cascadeEnabled(change(full, 'product_id', 3)).item_id).toBe(false);
  });
});
