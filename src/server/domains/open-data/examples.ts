/** Example answers of the open data API for its OpenAPI page (/api/docs). */
const envelope = <T>(data: T) => ({ check: true, msg: '', data });

const cement = { id: 1, slug: 'cement', name_ar: 'الأسمنت', name_en: 'Cement' };

export const examples = {
  products: envelope({ items: [cement, { id: 2, slug: 'steel', name_ar: 'حديد التسليح', name_en: 'Rebar steel' }] }),
  items: envelope({
    items: [
      {
        id: 7,
        name_ar: 'أسمنت بورتلاندي عادي 42.5',
        name_en: 'Ordinary Portland cement 42.5',
        product: cement,
        producer: { id: 3, name_ar: 'أسمنت السويس', name_en: 'Suez Cement' },
        type: { id: 1, name_ar: 'أسمنت رمادي', name_en: 'Grey cement' },
        unit: { id: 1, code: 'ton', name_ar: 'طن', name_en: 'Ton' },
        country: { id: 1, slug: 'egypt' },
        governorate_ids: [1, 2, 3],
      },
    ],
  }),
  governorates: envelope({
    items: [
      { id: 1, country_id: 1, name_ar: 'القاهرة', name_en: 'Cairo' },
      { id: 2, country_id: 1, name_ar: 'الجيزة', name_en: 'Giza' },
    ],
  }),
  prices: envelope({
    item_id: 7,
    gov_id: null,
    from_date: '2026-01-01',
    to_date: '2026-01-31',
    rows: [
      { date: '2026-01-01', min_price: 3450, max_price: 3600, mid_price: 3522.5, gov_count: 12 },
      { date: '2026-01-02', min_price: 3450, max_price: 3620, mid_price: 3530, gov_count: 12 },
    ],
    page: 1,
    per_page: 100,
    total: 31,
    pages: 1,
  }),
  index: envelope({
    product: cement,
    base_date: '2026-01-01',
    points: [
      { date: '2026-01-01', value: 100 },
      { date: '2026-01-02', value: 100.4 },
    ],
  }),
};
