/**
 * Society → Deals (issue 17; SPEC sections 2, 4, 5, 6), in Arabic and English: the filter lives
 * in the URL (a reload shows the same list); a visitor's "Log in to add a deal" and "Log in to
 * request the deal" go to /login and come back; a reader adds a deal through the cascade (disabled
 * states, resets) → toast, the deal listed; another reader requests it → toast, "Requested"; the
 * poster sees the request in Settings → My deals and jobs. Every journey makes its own users.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { LANGS, expect, test, visit, waitForHydration, type Lang } from './fixtures';
import { createActiveUser, logInThroughForm, newPerson, ownAddress, WEB_KEY } from './support/accounts';

/** What a person reads, per language (written out: a changed label must fail a test). */
const copy = {
  ar: {
    title: 'الصفقات',
    product: 'المنتج',
    type: 'النوع',
    producer: 'الشركة المنتجة',
    item: 'الصنف',
    governorate: 'المحافظة',
    quantity: 'الكمية',
    unit: 'الوحدة',
    add: 'إضافة صفقة',
    loginToAdd: 'سجّل الدخول لإضافة صفقة',
    loginToRequest: 'سجّل الدخول لطلب الصفقة',
    save: 'حفظ الصفقة',
    /** SPEC 8 "deal added successfully", in Arabic. */
    added: 'تمت إضافة الصفقة بنجاح',
    request: 'اطلب الصفقة',
    /** SPEC 8 "You are applied to this deal successfully", in Arabic. */
    applied: 'تم تقديم طلبك على هذه الصفقة بنجاح',
    requested: 'تم الطلب',
    yourDeal: 'صفقتك',
    marketTab: 'صفقاتي ووظائفي',
    myDeals: 'صفقاتي',
    requests: 'الطلبات الواردة',
    loginField: 'اسم المستخدم أو البريد الإلكتروني',
    password: 'كلمة المرور',
    submitLogin: 'دخول',
  },
  en: {
    title: 'Deals',
    product: 'Product',
    type: 'Type',
    producer: 'Producer',
    item: 'Item',
    governorate: 'Governorate',
    quantity: 'Quantity',
    unit: 'Unit',
    add: 'Add deal',
    loginToAdd: 'Log in to add a deal',
    loginToRequest: 'Log in to request the deal',
    save: 'Save the deal',
    added: 'deal added successfully',
    request: 'Request deal',
    applied: 'You are applied to this deal successfully',
    requested: 'Requested',
    yourDeal: 'Your deal',
    marketTab: 'My deals and jobs',
    myDeals: 'My deals',
    requests: 'Requests received',
    loginField: 'Username or e-mail',
    password: 'Password',
    submitLogin: 'Log in',
  },
} as const;

const LIST = '/society/deals/1/deals';
const main = (page: Page) => page.getByRole('main');
const select = (page: Page, scope: 'filter' | 'form', label: string) =>
  page.locator(scope === 'filter' ? '#deal-filter' : '#deal-form-panel').getByRole('combobox', { name: new RegExp(`^${label}`) });
/** On a phone the filter starts closed (the deals fill the first screen): its summary opens it; wider, it is open. */
async function openFilter(page: Page) {
  const filter = page.locator('#deal-filter details');
  if ((await filter.getAttribute('open')) === null) await filter.locator('summary').click();
  await expect(filter).toHaveAttribute('open');
}

interface Lookup {
  items: { id: number; name: string; product_id: number; product_type_id: number; producer_id: number; govs: number[] }[];
  governorates: { id: number }[];
  units: { id: number; name: string }[];
  deals: { data: { id: number; product_id: number; product_name: string }[] };
}
/** The lookup lists of GET deal (the same the page shows), to choose a coherent deal. */
async function lookup(request: APIRequestContext, lang: Lang): Promise<Lookup> {
  const res = await request.get(`/api/v1/${lang}/front/deal`, { headers: WEB_KEY });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  return { ...body.data, deals: body.data.deals };
}

for (const lang of LANGS) {
  const t = copy[lang];

  test.describe(`deals (${lang})`, () => {
    test('the filter is in the URL: a reload shows the same deals @phone', async ({ asVisitor, request }) => {
      const page = await asVisitor(lang);
      await ownAddress(page.context());
      const data = await lookup(request, lang);
      const product = data.deals.data[0]!;
      await visit(page, LIST);
      await expect(main(page).getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await openFilter(page);
      await select(page, 'filter', t.product).selectOption(String(product.product_id));
      await page.waitForURL((url) => url.searchParams.get('product') === String(product.product_id));
      const cards = main(page).locator('article[data-deal]');
      await expect(cards.first()).toBeVisible();
      const shown = async () => cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-deal')));
      // Every card is of the chosen product (waited for: the URL changes before the filtered list replaces the whole one).
      const products = () => cards.locator('dl > div:first-child > dd').allTextContents();
      await expect.poll(async () => [...new Set(await products())]).toEqual([product.product_name]);
      const before = await shown();
      await page.reload();
      await waitForHydration(page);
      await openFilter(page);
      await expect(select(page, 'filter', t.product)).toHaveValue(String(product.product_id));
      expect(await shown()).toEqual(before);
      // Indexable as filtered, per language; no page past the last one.
      const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!);
      expect(canonical.pathname + canonical.search).toBe(`${LIST}?product=${product.product_id}&lang=${lang}`);
      expect((await page.request.get('/society/deals/999/deals')).status()).toBe(404);
      // A new product clears the item (the shared cascade).
      const item = data.items.find((i) => i.product_id === product.product_id)!;
      await select(page, 'filter', t.item).selectOption(String(item.id));
      await page.waitForURL((url) => url.searchParams.get('item') === String(item.id));
      const other = data.items.find((i) => i.product_id !== product.product_id)!;
      await select(page, 'filter', t.product).selectOption(String(other.product_id));
      await page.waitForURL((url) => url.searchParams.get('product') === String(other.product_id) && !url.searchParams.has('item'));
    });

    test('a visitor is sent to log in from "login to add deal" and "login to request deal", and comes back', async ({ asVisitor, request }) => {
      const page = await asVisitor(lang);
      await ownAddress(page.context());
      const person = newPerson(`dv${lang}`);
      await createActiveUser(request, person); // another request context: the browser stays a visitor's
      await visit(page, `${LIST}?product=1`);
      const requestLink = main(page).getByRole('link', { name: t.loginToRequest }).first();
      await expect(requestLink).toHaveAttribute('href', `/login?next=${encodeURIComponent(`${LIST}?product=1`)}`);
      await main(page).getByRole('link', { name: t.loginToAdd }).click();
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === `${LIST}?product=1`);
      await waitForHydration(page);
      await logInThroughForm(page, t, person);
      await page.waitForURL((url) => url.pathname === LIST && url.searchParams.get('product') === '1');
      await waitForHydration(page);
      await expect(main(page).getByRole('button', { name: t.add })).toBeEnabled();
      await expect(main(page).getByRole('button', { name: t.request }).first()).toBeVisible();
    });

    test('a reader adds a deal through the cascade, another requests it, the poster sees the request @phone', async ({
      asVisitor,
      browser,
      request,
      baseURL,
    }) => {
      test.slow();
      const page = await asVisitor(lang);
      await ownAddress(page.context());
      const poster = newPerson(`dp${lang}`);
      await createActiveUser(page.request, poster);
      const data = await lookup(request, lang);
      // A coherent choice from the catalogue: an item and a governorate it is sold in.
      const item = data.items.find((i) => i.govs.length > 0)!;
      const other = data.items.find((i) => i.product_id !== item.product_id)!;
      // Unique enough among parallel runs, and unlike the seed's whole quantities.
      const quantity = `${100 + Math.floor(Math.random() * 900)}.25`;

      await visit(page, LIST);
      await main(page).getByRole('button', { name: t.add }).click();
      const type = select(page, 'form', t.type);
      const itemSelect = select(page, 'form', t.item);
      await expect(type).toBeDisabled();
      await expect(itemSelect).toBeDisabled();
      await select(page, 'form', t.product).selectOption(String(other.product_id));
      await expect(type).toBeEnabled();
      await type.selectOption(String(other.product_type_id));
      await select(page, 'form', t.producer).selectOption(String(other.producer_id));
      await expect(itemSelect).toBeEnabled();
      await itemSelect.selectOption(String(other.id));
      // Changing the product clears type and item (and disables the item again); the producer stays.
      await select(page, 'form', t.product).selectOption(String(item.product_id));
      await expect(type).toHaveValue('');
      await expect(itemSelect).toHaveValue('');
      await expect(itemSelect).toBeDisabled();
      await expect(select(page, 'form', t.producer)).toHaveValue(String(other.producer_id));
      await type.selectOption(String(item.product_type_id));
      await select(page, 'form', t.producer).selectOption(String(item.producer_id));
      // The items offered match product, type and producer.
      const offered = await itemSelect.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      const expected = data.items
        .filter((i) => i.product_id === item.product_id && i.product_type_id === item.product_type_id && i.producer_id === item.producer_id)
        .map((i) => String(i.id));
      expect(offered).toEqual(expected);
      await itemSelect.selectOption(String(item.id));
      // Changing the producer clears the item.
      const producers = await select(page, 'form', t.producer)
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      await select(page, 'form', t.producer).selectOption(producers.find((p) => p !== String(item.producer_id))!);
      await expect(itemSelect).toHaveValue('');
      await select(page, 'form', t.producer).selectOption(String(item.producer_id));
      await itemSelect.selectOption(String(item.id));
      await select(page, 'form', t.governorate).selectOption(String(item.govs[0]));
      await page.locator('#deal-form-quantity').fill(quantity);
      await select(page, 'form', t.unit).selectOption({ index: 1 });
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
      // The form closed and the list reloaded with the new deal first, as the poster's own.
      await expect(page.locator('#deal-form-panel')).toHaveCount(0);
      const mine = main(page).locator('article[data-deal]').filter({ hasText: quantity }).first();
      await expect(mine).toContainText(item.name);
      await expect(mine.getByRole('button', { name: t.yourDeal })).toBeDisabled();
      const dealId = await mine.getAttribute('data-deal');

      // Another reader requests it.
      const other2 = await browser.newContext({ baseURL });
      try {
        const buyerPage = await other2.newPage();
        await ownAddress(other2);
        await other2.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
        const buyer = newPerson(`db${lang}`);
        await createActiveUser(buyerPage.request, buyer);
        await visit(buyerPage, `/society/deal/${dealId}`);
        await buyerPage.getByRole('main').getByRole('button', { name: t.request }).click();
        await expect(buyerPage.getByRole('status').filter({ hasText: t.applied })).toBeVisible();
        await expect(buyerPage.getByRole('main').getByRole('button', { name: t.requested })).toBeDisabled();
        // Still requested after a reload (GET my_deals).
        await buyerPage.reload();
        await waitForHydration(buyerPage);
        await expect(buyerPage.getByRole('main').getByRole('button', { name: t.requested })).toBeDisabled();

        // The poster sees the request with the requester's contact.
        await visit(page, '/settings?tab=market');
        await expect(page.getByRole('tab', { name: t.marketTab })).toHaveAttribute('aria-selected', 'true');
        const card = page.locator(`article[data-deal="${dealId}"]`).locator('xpath=..');
        await expect(card.getByRole('region', { name: t.requests })).toContainText(buyer.email);
      } finally {
        await other2.close();
      }
    });
  });
}
