/**
 * Material prices (SPEC sections 2, 4, 5 and 9; issue "Material prices and comparison"): the
 * filter cascade from product to governorate, the resets of a product change, the URL as the
 * state (a reload shows the same prices), the auto-saved search opened again from the page's
 * list and from the header's recent searches, and the CSV download with its Arabic intact —
 * in Arabic and English; the phone's full-screen filter dialog.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ARABIC_INDIC_DIGITS, LANGS, displayPrice, expect, expectDocumentIn, test, visit, waitUntilInteractive, type Lang } from './fixtures';
import { expectLoginReturningTo, expectSubscribeFirst, signInAsTrader, signInWithoutPackage } from './support/entitlements';
import { readXlsxDownload } from './support/xlsx';

/** What the visitor reads (written out: a renamed label must fail here). */
const t = {
  ar: {
    heading: (name: string) => `أسعار ${name} اليوم`,
    filter: 'تصفية الأسعار',
    openFilter: 'تصفية',
    product: 'المادة',
    type: 'النوع',
    producer: 'المنتج',
    item: 'الصنف',
    governorate: 'المحافظة',
    allTypes: 'كل الأنواع',
    anyProducer: 'كل المنتجين',
    anyItem: 'كل الأصناف',
    search: 'بحث',
    saved: 'عمليات البحث المحفوظة',
    recent: 'عمليات البحث الأخيرة',
    csv: 'تنزيل ملف CSV',
    xlsx: 'تنزيل ملف XLSX',
    csvHeader: 'النوع,المنتج,الصنف,المحافظة,التاريخ,الوحدة,أقل سعر,أعلى سعر,متوسط اليوم,متوسط الأمس,التغير,نسبة التغير,الاتجاه',
    noPrices: 'لا توجد أسعار لهذا البحث',
  },
  en: {
    heading: (name: string) => `${name} prices today`,
    filter: 'Filter prices',
    openFilter: 'Filter',
    product: 'Product',
    type: 'Product type',
    producer: 'Producer',
    item: 'Item',
    governorate: 'Governorate',
    allTypes: 'All types',
    anyProducer: 'All producers',
    anyItem: 'All items',
    search: 'Search',
    saved: 'Saved searches',
    recent: 'Recent searches',
    csv: 'Download CSV',
    xlsx: 'Download XLSX',
    csvHeader: "Product type,Producer,Item,Governorate,Date,Unit,Lowest price,Highest price,Today's average,Yesterday's average,Change,Change %,Direction",
    noPrices: 'No prices found for this filter',
  },
} as const;

interface Option {
  id: number;
  name: string;
}
interface Prices {
  prices: { item_id: number; item_name: string; gov_name: string; mid_price: string; product_type_name: string; price_date: string }[];
  products: (Option & { meta_name: string })[];
  products_types: (Option & { product_id: number })[];
  producers: Option[];
  items: (Option & { product_type_id: number; producer_id: number; govs: number[] })[];
  governorates: Option[];
}

async function prices(request: APIRequestContext, lang: Lang, query: string): Promise<Prices> {
  const res = await request.get(`/api/v1/${lang}/front/price?${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Prices }).data;
}

/** A cement item of a real type (not the first), its producer and a governorate other than Cairo where it is priced. */
async function pick(request: APIRequestContext, lang: Lang) {
  const all = await prices(request, lang, 'product_id=1');
  const type =
    all.products_types.find((ty) => ty.id !== all.products_types[0]!.id && all.items.some((i) => i.product_type_id === ty.id)) ?? all.products_types[0]!;
  const item = all.items.find((i) => i.product_type_id === type.id)!;
  const producer = all.producers.find((p) => p.id === item.producer_id)!;
  const govId = item.govs.find((g) => g !== 1) ?? item.govs[0] ?? 1;
  const gov = all.governorates.find((g) => g.id === govId)!;
  return { all, type, item, producer, gov };
}

const filterCard = (page: Page, lang: Lang) => page.getByRole('form', { name: t[lang].filter });
const select = (page: Page, lang: Lang, label: keyof (typeof t)['en']) => filterCard(page, lang).getByLabel(t[lang][label] as string, { exact: true });
/** The card is the server's HTML until its code arrives (ui/deferred.tsx): choose once React owns it. */
async function choose(page: Page, lang: Lang, label: keyof (typeof t)['en'], value: string) {
  const field = select(page, lang, label);
  await waitUntilInteractive(field);
  await field.selectOption(value);
}
const selectedText = (page: Page, lang: Lang, label: keyof (typeof t)['en']) =>
  select(page, lang, label).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text ?? '');

for (const lang of LANGS) {
  const c = t[lang];

  test.describe(`material prices in ${lang}`, () => {
    test('the cascade from product to governorate shows the prices; a new product resets it', async ({ asVisitor, request }) => {
      test.slow();
      const { all, type, item, producer, gov } = await pick(request, lang);
      const cement = all.products.find((p) => p.id === 1)!;
      const page = await asVisitor(lang);
      expect((await visit(page, '/materials/cement/1'))?.status()).toBe(200);
      await expectDocumentIn(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading(cement.name));
      await expect(page).toHaveTitle(new RegExp(c.heading(cement.name)));
      // The first view is the server's: today's prices, grouped by product type.
      await expect(page.getByRole('heading', { level: 2, name: all.prices[0]!.product_type_name })).toBeVisible();
      expect(await selectedText(page, lang, 'type')).toBe(c.allTypes);

      const producersLoaded = page.waitForResponse((r) => r.url().includes('/front/get_producer_by_product_type') && r.status() === 200);
      await choose(page, lang, 'type', String(type.id));
      await producersLoaded;
      await choose(page, lang, 'producer', String(producer.id));
      // The item list follows type and producer; the governorates follow the item.
      const itemOptions = await select(page, lang, 'item').locator('option').allTextContents();
      expect(itemOptions).toContain(item.name);
      expect(itemOptions).not.toContain(all.items.find((i) => i.product_type_id !== type.id)?.name ?? '∅');
      await choose(page, lang, 'item', String(item.id));
      await expect(select(page, lang, 'governorate').locator('option')).toHaveCount(item.govs.length + 1);
      await choose(page, lang, 'governorate', String(gov.id));
      await filterCard(page, lang).getByRole('button', { name: c.search, exact: true }).click();

      await expect(page).toHaveURL(
        new RegExp(
          `/materials/cement/1\\?product_type_id=${type.id}&producer_id=${producer.id}&item_id=${item.id}&gov_id=${gov.id}&from_date=\\d{4}-\\d{2}-\\d{2}&to_date=`,
        ),
      );
      const expected = await prices(request, lang, `product_id=1&${new URL(page.url()).search.slice(1)}`);
      expect(expected.prices.length).toBeGreaterThan(0);
      const rows = page.getByRole('main').getByRole('row').filter({ hasText: item.name });
      await expect(page.getByRole('heading', { level: 2, name: type.name })).toBeVisible();
      await expect(rows).toHaveCount(expected.prices.length);
      await expect(rows.first()).toContainText(gov.name);
      await expect(rows.first()).toContainText(displayPrice(expected.prices[0]!.mid_price));
      expect(await page.getByRole('main').getByRole('table').first().innerText()).not.toMatch(ARABIC_INDIC_DIGITS);

      // A new product: type back to all, producer, item and governorate cleared, the product's route.
      const gypsum = all.products.find((p) => p.id === 2)!;
      await choose(page, lang, 'product', String(gypsum.id));
      await expect(page).toHaveURL(new RegExp(`/materials/${gypsum.meta_name}/${gypsum.id}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading(gypsum.name));
      expect(await selectedText(page, lang, 'type')).toBe(c.allTypes);
      expect(await selectedText(page, lang, 'producer')).toBe(c.anyProducer);
      expect(await selectedText(page, lang, 'item')).toBe(c.anyItem);
      await expect(select(page, lang, 'item').locator('option', { hasText: item.name })).toHaveCount(0);
    });

    test('the URL is the state: a reload shows the same filter and prices', async ({ asVisitor, request }) => {
      const { item, gov, type, producer } = await pick(request, lang);
      const page = await asVisitor(lang);
      const query = `product_type_id=${type.id}&producer_id=${producer.id}&item_id=${item.id}&gov_id=${gov.id}`;
      await visit(page, `/materials/cement/1?${query}`);
      const rows = page.getByRole('main').getByRole('row').filter({ hasText: item.name });
      await expect(rows.first()).toContainText(gov.name);
      const before = await rows.allInnerTexts();
      await page.reload({ waitUntil: 'domcontentloaded' });
      await expect(page).toHaveURL(new RegExp(`\\?${query}$`));
      expect(await selectedText(page, lang, 'item')).toBe(item.name);
      expect(await selectedText(page, lang, 'governorate')).toBe(gov.name);
      expect(await rows.allInnerTexts()).toEqual(before);
    });

    test('a search with prices is saved, and opens again from the page and from the header', async ({ asVisitor, request }) => {
      test.slow();
      const { item, gov, all } = await pick(request, lang);
      const page = await asVisitor(lang);
      await visit(page, `/materials/cement/1?item_id=${item.id}`);
      const savedList = page.getByRole('region', { name: c.saved });
      await waitUntilInteractive(savedList);
      await expect(savedList.getByRole('link')).toHaveCount(0);
      await choose(page, lang, 'governorate', String(gov.id));
      await filterCard(page, lang).getByRole('button', { name: c.search, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`gov_id=${gov.id}`));
      const searchUrl = page.url();

      // Auto-saved: "Cement · … · item · governorate · date".
      const entry = savedList.getByRole('link', { name: new RegExp(`${all.products[0]!.name} · .*${escape(item.name)} · ${gov.name} · \\d{4}-\\d{2}-\\d{2}`) });
      await expect(entry).toHaveCount(1);
      const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('saved_searches'))) ?? '[]') as { param: string }[];
      expect(saved).toHaveLength(1);
      expect(saved[0]!.param).toContain(`item_id=${item.id}&gov_id=${gov.id}`);

      // Somewhere else, then back through the page's list.
      await choose(page, lang, 'product', '3');
      await expect(page).toHaveURL(/\/materials\/steel\/3$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading(all.products.find((p) => p.id === 3)!.name));
      await entry.click();
      await expect(page).toHaveURL(/\/materials\/cement\/1\?/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading(all.products[0]!.name));
      await expect(page.getByRole('main').getByRole('row').filter({ hasText: item.name }).first()).toContainText(gov.name);
      expect(await selectedText(page, lang, 'governorate')).toBe(gov.name);

      // And through the header's recent searches.
      await visit(page, '/');
      await page.getByRole('button', { name: c.recent }).click();
      await page
        .getByRole('region', { name: c.recent })
        .getByRole('link', { name: new RegExp(escape(item.name)) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/materials/cement/1\\?.*item_id=${item.id}&gov_id=${gov.id}`));
      await expect(page.getByRole('main').getByRole('row').filter({ hasText: item.name }).first()).toContainText(gov.name);
      expect(new URL(page.url()).searchParams.get('to_date')).toBe(new URL(searchUrl).searchParams.get('to_date'));
    });

    test('the CSV and XLSX downloads (a package with prices.export) hold the prices with the change, their text intact', async ({ asVisitor, request }) => {
      const { item } = await pick(request, lang);
      const page = await asVisitor(lang);
      await signInAsTrader(page);
      await visit(page, `/materials/cement/1?item_id=${item.id}`);
      const expected = await prices(request, lang, `product_id=1&item_id=${item.id}`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: c.csv }).click()]);
      expect(download.suggestedFilename()).toMatch(/^cement-\d{4}-\d{2}-\d{2}\.csv$/);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
      expect(lines[0]).toBe(c.csvHeader);
      expect(lines).toHaveLength(expected.prices.length + 1);
      expect(lines[1]).toContain(`${item.name},`);
      if (lang === 'ar') expect(lines[1]).toMatch(/[\u0600-\u06FF]/);

      // The same rows as a workbook: the CSV's header, right to left in Arabic only.
      const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: c.xlsx }).click()]);
      expect(xlsx.suggestedFilename()).toMatch(/^cement-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const book = await readXlsxDownload(xlsx);
      expect(book.rows[0]!.join(',')).toBe(c.csvHeader);
      expect(book.rows).toHaveLength(expected.prices.length + 1);
      expect(book.rightToLeft).toBe(lang === 'ar');
    });

    test('the CSV download sends a visitor to log in and a reader without the package to the packages', async ({ asVisitor, request }) => {
      test.slow(); // an account is registered and activated (a captcha solved) on the way
      const { item } = await pick(request, lang);
      const page = await asVisitor(lang);
      const path = `/materials/cement/1?item_id=${item.id}`;
      await signInWithoutPackage(page, 'px');
      await visit(page, path);
      await page.getByRole('button', { name: c.csv }).click();
      await expectSubscribeFirst(page, lang);

      // Signed out (a browser without the session): the same button leads to the login page.
      await page.context().clearCookies();
      await asVisitor(lang);
      await visit(page, path);
      await page.getByRole('button', { name: c.csv }).click();
      await expectLoginReturningTo(page, path);
    });
  });
}

test('@phone-only on a phone the filter opens full screen and searches', async ({ asVisitor, request }) => {
  const lang: Lang = 'ar';
  const c = t[lang];
  const { item } = await pick(request, lang);
  const page = await asVisitor(lang);
  await visit(page, '/materials/cement/1');
  await expect(page.getByRole('form', { name: c.filter })).toBeHidden();
  await page.getByRole('button', { name: c.openFilter, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: c.filter });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(c.item, { exact: true }).selectOption(String(item.id));
  await dialog.getByRole('button', { name: c.search, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`item_id=${item.id}`));
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: item.name }).first()).toBeVisible();
  // The table scrolls inside its box: the page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
