/**
 * The filter cascade of the prices and comparison pages (SPEC sections 4 and 5): what each change
 * resets, which options remain, the date rules, the URL round trip and the saved-search text.
 */
import { describe, expect, it } from 'vitest';
import type { GovernorateOption, ItemOption, ProducerOption, ProductTypeOption } from '../../src/shared/schemas/prices';
import { ALL_TYPES_ID, governorateOptions, itemOptions, parseId, producerOptions, typeOptions } from '../../src/shared/cascade';
import { formatDate } from '../../src/shared/format';
import { changeFilter, dateErrors, filterFromSearch, filterToSearch, searchSummary, type PriceFilter } from '../../src/web/features/prices/cascade';
import { pricesCsv } from '../../src/shared/price-exports';
import { groupByType } from '../../src/web/features/prices/group-by-type';
import { savedSearchParam, toSavedSearch } from '../../src/web/features/prices/saved-search';

const TODAY = '2026-11-22';
const types: ProductTypeOption[] = [
  { id: 1, name: 'Grey', product_id: 1 },
  { id: 2, name: 'White', product_id: 1 },
  { id: 5, name: 'Rebar', product_id: 3 },
];
const producers: ProducerOption[] = [
  { id: 1, name: 'Nile Delta' },
  { id: 2, name: 'Coral' },
  { id: 9, name: 'Steelworks' },
];
const items: ItemOption[] = [
  { id: 10, name: 'Delta OPC', product_id: 1, product_type_id: 1, producer_id: 1, govs: [1, 2] },
  { id: 11, name: 'Delta White', product_id: 1, product_type_id: 2, producer_id: 1, govs: [] },
  { id: 12, name: 'Coral OPC', product_id: 1, product_type_id: 1, producer_id: 2, govs: [3] },
  { id: 30, name: 'Rebar 12', product_id: 3, product_type_id: 5, producer_id: 9, govs: [1] },
];
const govs: GovernorateOption[] = [
  { id: 1, name: 'Cairo', country_id: 1 },
  { id: 2, name: 'Giza', country_id: 1 },
  { id: 3, name: 'Alexandria', country_id: 1 },
];
const full: PriceFilter = { product_id: 1, product_type_id: 1, producer_id: 1, item_id: 10, gov_id: 2, from_date: '2026-11-01', to_date: TODAY, word: 'opc' };

describe('changeFilter: the resets of SPEC section 4', () => {
  it('a new product resets the type to all and clears producer, item, governorate and word; dates stay', () => {
    expect(changeFilter(full, 'product_id', 3)).toEqual({ product_id: 3, product_type_id: ALL_TYPES_ID, from_date: '2026-11-01', to_date: TODAY });
  });
  it('a new type clears the producer and the item, keeps the governorate', () => {
    const next = changeFilter(full, 'product_type_id', 2);
    expect(next).toMatchObject({ product_type_id: 2, producer_id: undefined, item_id: undefined, gov_id: 2, word: 'opc' });
    expect(changeFilter(full, 'product_type_id', undefined).product_type_id).toBe(ALL_TYPES_ID);
  });
  it('a new producer clears the item only', () => {
    expect(changeFilter(full, 'producer_id', 2)).toMatchObject({ product_type_id: 1, producer_id: 2, item_id: undefined, gov_id: 2 });
  });
  it('item and governorate change alone', () => {
    expect(changeFilter(full, 'item_id', 12)).toEqual({ ...full, item_id: 12 });
    expect(changeFilter(full, 'gov_id', undefined)).toEqual({ ...full, gov_id: undefined });
  });
});

describe('options of the cascade', () => {
  it('types: "all" (id 0) first, then the product’s own', () => {
    expect(typeOptions(types, 1, 'All types').map((t) => [t.id, t.name])).toEqual([
      [0, 'All types'],
      [1, 'Grey'],
      [2, 'White'],
    ]);
    expect(typeOptions(types, undefined, 'All')).toHaveLength(1);
  });
  it('items narrowed by product, type (unless 0) and producer', () => {
    expect(itemOptions(items, { product_id: 1, product_type_id: 0 }).map((i) => i.id)).toEqual([10, 11, 12]);
    expect(itemOptions(items, { product_id: 1, product_type_id: 1 }).map((i) => i.id)).toEqual([10, 12]);
    expect(itemOptions(items, { product_id: 1, product_type_id: 1, producer_id: 2 }).map((i) => i.id)).toEqual([12]);
  });
  it('producers with items of the product (and type)', () => {
    expect(producerOptions(producers, items, { product_id: 1, product_type_id: 0 }).map((p) => p.id)).toEqual([1, 2]);
    expect(producerOptions(producers, items, { product_id: 1, product_type_id: 2 }).map((p) => p.id)).toEqual([1]);
  });
  it('governorates: the item’s govs, or all when none listed or no item chosen', () => {
    expect(governorateOptions(govs, items, 10).map((g) => g.id)).toEqual([1, 2]);
    expect(governorateOptions(govs, items, 11)).toHaveLength(3);
    expect(governorateOptions(govs, items, undefined)).toHaveLength(3);
    expect(governorateOptions(govs, items, 999)).toHaveLength(3);
  });
  it('parseId reads non-negative integers only', () => {
    expect([parseId('3'), parseId('0'), parseId(''), parseId(null), parseId('-1'), parseId('1.5'), parseId('x')]).toEqual([
      3,
      0,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('date rules of the filter pickers (SPEC section 5)', () => {
  it('accepts from <= to <= today', () => {
    expect(dateErrors(TODAY, TODAY, TODAY)).toEqual({});
    expect(dateErrors('2026-01-01', '2026-02-01', TODAY)).toEqual({});
  });
  it('refuses dates after today with the shared key', () => {
    expect(dateErrors('2026-11-23', '2026-11-23', TODAY)).toEqual({ from_date: 'date_after_today', to_date: 'date_after_today' });
  });
  it('refuses a to date before the from date', () => {
    expect(dateErrors('2026-11-10', '2026-11-01', TODAY)).toEqual({ to_date: 'to_before_from' });
  });
  it('flags empty or broken dates', () => {
    expect(dateErrors('', '2026-11-01', TODAY)).toEqual({ from_date: 'date_invalid' });
  });
});

describe('the URL is the state', () => {
  it('round-trips a filter through the query string, in a fixed order', () => {
    const query = filterToSearch(full);
    expect(query).toBe('product_type_id=1&producer_id=1&item_id=10&gov_id=2&from_date=2026-11-01&to_date=2026-11-22&word=opc');
    expect(filterFromSearch(new URLSearchParams(query), 1, TODAY)).toEqual(full);
  });
  it('leaves out "all types" and unset fields; missing or bad dates read as today', () => {
    const f = filterFromSearch(new URLSearchParams('product_type_id=0&item_id=&from_date=nope&word=%20'), 1, TODAY);
    expect(f).toEqual({
      product_id: 1,
      product_type_id: 0,
      producer_id: undefined,
      item_id: undefined,
      gov_id: undefined,
      from_date: TODAY,
      to_date: TODAY,
      word: undefined,
    });
    expect(filterToSearch(f)).toBe(`from_date=${TODAY}&to_date=${TODAY}`);
  });
});

describe('saved search of a prices view', () => {
  const lookups = { products: [{ id: 1, name: 'Cement' }], types: typeOptions(types, 1, 'All types'), producers, items, governorates: govs };
  it('summarises the names in cascade order, then the dates', () => {
    expect(searchSummary({ ...full, word: undefined, from_date: TODAY }, lookups)).toBe('Cement · Grey · Nile Delta · Delta OPC · Giza · 2026-11-22');
    expect(searchSummary({ product_id: 1, product_type_id: 0, from_date: '2026-11-01', to_date: TODAY, word: 'x' }, lookups)).toBe(
      'Cement · “x” · 2026-11-01 – 2026-11-22',
    );
  });
  it('writes the days as the page writes dates when told how (the line above the prices)', () => {
    const formatDay = (iso: string) => formatDate(iso, 'ar');
    expect(searchSummary({ product_id: 1, product_type_id: 0, from_date: '2026-11-01', to_date: TODAY }, { ...lookups, formatDay })).toBe(
      `Cement · ${formatDate('2026-11-01', 'ar')} – ${formatDate(TODAY, 'ar')}`,
    );
    expect(formatDate(TODAY, 'ar')).toContain('نوفمبر');
  });
  it('identifies a search by its query string, the product included', () => {
    expect(savedSearchParam({ product_id: 1, product_type_id: 0, from_date: TODAY, to_date: TODAY })).toBe(`product_id=1&from_date=${TODAY}&to_date=${TODAY}`);
    const s = toSavedSearch(full, { id: 1, name: 'Cement', meta_name: 'cement' }, lookups);
    expect(s).toMatchObject({ param: `product_id=1&${filterToSearch(full)}`, product_id: 1, meta_name: 'cement', item_id: 10, gov_id: 2 });
  });
});

describe('the prices CSV', () => {
  const row = (type: string, item: string, change: string, status: 'up' | 'down' | 'normal') => ({
    item_id: 1,
    producer_id: 1,
    product_type_id: 1,
    gov_id: 1,
    producer_name: 'النيل',
    product_type_name: type,
    item_name: item,
    gov_name: 'القاهرة',
    unit: 'طن',
    price_date: TODAY,
    max_price: '4050.00',
    min_price: '3865.00',
    mid_price: '3957.50',
    mid_price_yesterday: '3900.00',
    change,
    change_percentage: '1.47',
    status,
  });
  it('has a BOM, translated headers, the change and its percentage', () => {
    const csv = pricesCsv([row('رمادي', 'أسمنت 42.5', '57.50', 'up'), row('رمادي', 'أسمنت 32.5', '-10.00', 'down')], (k) => `<${k}>`);
    expect(csv.startsWith('\uFEFF<product_type_col>,<producer>,<item>,')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(`رمادي,النيل,أسمنت 42.5,القاهرة,${TODAY},طن,3865.00,4050.00,3957.50,3900.00,57.50,1.47,<status_up>`);
    expect(lines[2]).toContain(',-10.00,1.47,<status_down>');
  });
  it('groups rows by product type in API order', () => {
    expect(groupByType([row('A', '1', '0', 'normal'), row('B', '2', '0', 'normal'), row('A', '3', '0', 'normal')]).map((g) => [g.name, g.rows.length])).toEqual(
      [
        ['A', 2],
        ['B', 1],
      ],
    );
  });
});
