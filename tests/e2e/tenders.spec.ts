/**
 * The tenders board (issue 31 item 7), in Arabic and English: a visitor filters the list by a
 * governorate (a GET form: the filter goes in the URL), opens a tender and finds its Demand
 * (schema.org) structured data in the page's language; an editor publishes a tender in the back
 * office and it appears on the board.
 */
import type { Page } from '@playwright/test';
import { expect, LANGS, test, visit, type Lang } from './fixtures';
import { signInStaff } from './support/staff';

/** What a person reads, per language (written out: a changed label must fail a test). */
const copy = {
  ar: {
    title: 'مناقصات مواد البناء',
    filter: 'تصفية المناقصات',
    governorate: 'المحافظة',
    giza: 'الجيزة',
    apply: 'عرض النتائج',
    bridge: 'توريد حديد تسليح لكوبري محور الجيزة',
    school: 'أعمال إنشاء مدرسة ثانوية بمدينة سوهاج',
    buyer: 'الهيئة العامة للطرق والكباري',
    documents: 'كراسة الشروط والمستندات',
    count: /^مناقصة واحدة$/,
  },
  en: {
    title: 'Building-materials tenders',
    filter: 'Filter tenders',
    governorate: 'Governorate',
    giza: 'Giza',
    apply: 'Show results',
    bridge: 'Supply of reinforcing steel for the Giza axis bridge',
    school: 'Construction of a secondary school in Sohag city',
    buyer: 'General Authority for Roads and Bridges',
    documents: 'Tender documents',
    count: /^1 tender$/,
  },
} satisfies Record<Lang, unknown>;

const main = (page: Page) => page.getByRole('main');

for (const lang of LANGS) {
  const c = copy[lang];
  test.describe(`tenders in ${lang}`, () => {
    test('a visitor filters the board by a governorate and opens a tender with its structured data @phone', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await visit(page, '/tenders');
      await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
      await expect(main(page).getByRole('link', { name: c.school })).toBeVisible();
      // On a phone the filter is folded: open it first.
      const summary = main(page).getByText(c.filter, { exact: true });
      if (!(await main(page).getByLabel(c.governorate).isVisible())) await summary.click();
      await main(page).getByLabel(c.governorate).selectOption({ label: c.giza });
      await main(page).getByRole('button', { name: c.apply }).click();
      await page.waitForURL((url) => url.searchParams.has('governorate'));
      await expect(main(page).getByRole('status')).toHaveText(c.count);
      await expect(main(page).getByRole('link', { name: c.school })).toHaveCount(0);

      await main(page).getByRole('link', { name: c.bridge }).click();
      await expect(page.getByRole('heading', { level: 1, name: c.bridge })).toBeVisible();
      await expect(main(page).getByText(c.buyer)).toBeVisible();
      await expect(main(page).getByRole('link', { name: c.documents })).toHaveAttribute('href', /^https:\/\//);
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Demand', name: c.bridge, inLanguage: lang });
      expect(ld.eligibleRegion).toMatchObject({ '@type': 'AdministrativeArea', name: c.giza });
      expect(ld.availabilityEnds).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      // Its canonical URL has no slug, in the page's language.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/tenders/\\d+\\?lang=${lang}$`));
      expect((await page.request.get('/tenders/99999999/x')).status()).toBe(404);
    });
  });
}

test('an editor publishes a tender in the back office and it appears on the board', async ({ asVisitor }) => {
  const page = await asVisitor('en');
  await signInStaff(page, 'editor', 'tenders');
  await visit(page, '/admin/tenders');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenders' })).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const title = `Ready-mix concrete for the Luxor corniche ${Date.now()}`;
  await dialog.getByLabel('Title (Arabic)').fill('خرسانة جاهزة لكورنيش الأقصر');
  await dialog.getByLabel('Title (English)').fill(title);
  await dialog.getByLabel('Buyer (Arabic)').fill('محافظة الأقصر');
  await dialog.getByLabel('Buyer (English)').fill('Luxor Governorate');
  await dialog.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Public' }).click();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Open' }).click();
  await dialog.getByRole('combobox', { name: 'Governorate' }).click();
  await page.getByRole('option', { name: 'Luxor', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Materials' }).click();
  await page.getByRole('option', { name: 'Cement', exact: true }).click();
  // Closes the options (Escape would close the dialog).
  await dialog.getByRole('heading').click();
  await dialog.getByLabel('Quantity').fill('2500');
  await dialog.getByLabel('Unit (Arabic)').fill('متر مكعب');
  await dialog.getByLabel('Unit (English)').fill('m³');
  await dialog.getByLabel('Offers due by').fill('2030-01-31');
  await dialog.getByLabel('Tender documents link').fill('https://luxor.example.eg/tenders/12');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  await visit(page, '/tenders');
  await expect(main(page).getByRole('link', { name: title })).toBeVisible();
});
