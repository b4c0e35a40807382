/**
 * Content pages (SPEC section 2, "other labelled screens"; issue 13): the FAQ, the privacy policy,
 * the return policy and the terms and conditions, reached from the footer, in Arabic and English.
 * The FAQ opens a question in its accordion and carries FAQPage structured data (JSON-LD) in the
 * page's language.
 */
import type { Page } from '@playwright/test';
import { LANGS, expect, expectDocumentIn, test, visit, type Lang } from './fixtures';

/** What the visitor reads, written out (not imported from the dictionaries or the seed). */
const copy = {
  ar: {
    footerLinks: 'روابط مهمة',
    faq: 'الأسئلة الشائعة',
    faqTitle: 'الأسئلة الشائعة',
    groups: ['الأسعار', 'الاشتراكات والدفع', 'الحساب', 'البيانات والخصوصية'],
    lastUpdated: /^آخر تحديث: \d{1,2} \S+ \d{4}$/,
    pages: [
      { link: 'سياسة الخصوصية', path: '/privacy-policy', heading: 'سياسة الخصوصية', says: 'لا نتلقى أرقام البطاقات البنكية' },
      { link: 'سياسة الاسترداد', path: '/return-policy', heading: 'سياسة الاسترداد', says: 'خلال أربعة عشر يومًا من تاريخ الدفع' },
      { link: 'الشروط والأحكام', path: '/terms-and-conditions', heading: 'الشروط والأحكام', says: 'الأسعار بالجنيه المصري وتشمل ضريبة القيمة المضافة' },
    ],
  },
  en: {
    footerLinks: 'Useful links',
    faq: 'FAQ',
    faqTitle: 'Frequently asked questions',
    groups: ['Prices', 'Subscriptions and payment', 'Your account', 'Data and privacy'],
    lastUpdated: /^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/,
    pages: [
      { link: 'Privacy policy', path: '/privacy-policy', heading: 'Privacy policy', says: 'We never receive or store card numbers' },
      { link: 'Return policy', path: '/return-policy', heading: 'Return policy', says: 'within fourteen days of the payment date' },
      {
        link: 'Terms and conditions',
        path: '/terms-and-conditions',
        heading: 'Terms and conditions',
        says: 'Prices are in Egyptian pounds (LE) and include value-added tax',
      },
    ],
  },
} as const;

/** Follows a link of the footer's link list, as a visitor would. */
async function followFooterLink(page: Page, lang: Lang, name: string) {
  const link = page.getByRole('navigation', { name: copy[lang].footerLinks }).getByRole('link', { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.click();
}

interface FaqJsonLd {
  '@context': string;
  '@type': string;
  inLanguage: string;
  mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>;
}

for (const lang of LANGS) {
  const t = copy[lang];

  test.describe(`content pages in ${lang}`, () => {
    for (const p of t.pages) {
      test(`the footer leads to ${p.path}: heading, last update and its text @phone`, async ({ asVisitor }) => {
        const page = await asVisitor(lang);
        await visit(page, '/');
        await followFooterLink(page, lang, p.link);
        await expect(page).toHaveURL(new RegExp(`${p.path}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
        const main = page.getByRole('main');
        await expect(main.locator('time')).toHaveText(t.lastUpdated);
        await expect(main).toContainText(p.says);
        await expect(page).toHaveTitle(new RegExp(`^${p.heading} \\| `));

        // The server renders it too, in the visitor's language, with its own canonical URL.
        const response = await visit(page, p.path);
        expect(response?.status()).toBe(200);
        await expectDocumentIn(page, lang);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${p.path}\\?lang=${lang}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
      });
    }

    test('the four pages are served from the anonymous page cache', async ({ request }) => {
      for (const path of ['/faq', ...t.pages.map((p) => p.path)]) {
        const get = () => request.get(path, { headers: { cookie: `lang=${lang}` } });
        expect((await get()).status(), path).toBe(200);
        const again = await get();
        expect(again.headers()['x-cache'], path).toBe('hit');
        expect(await again.text(), path).toContain(`<html lang="${lang}"`);
      }
    });

    test('the FAQ: reached from the footer, grouped, a question opens its answer, FAQPage JSON-LD @phone', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await visit(page, '/');
      await followFooterLink(page, lang, t.faq);
      await expect(page).toHaveURL(/\/faq$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.faqTitle);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([...t.groups]);

      // Every question is a disclosure (<details>, no script needed) that opens and closes its answer.
      const questions = main.locator('details:not([open])');
      const count = await questions.count();
      expect(count).toBeGreaterThanOrEqual(10);
      const item = main.locator('details').first();
      const first = item.locator('summary');
      await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
      const answer = main.getByRole('region', { name: (await first.textContent()) ?? '' });
      await expect(item).not.toHaveAttribute('open');
      await expect(answer).toBeHidden();
      await first.click();
      await expect(item).toHaveAttribute('open');
      await expect(answer).toBeVisible();
      await first.click();
      await expect(item).not.toHaveAttribute('open');
      await expect(answer).toBeHidden();

      // The structured data: one FAQPage with the page's questions and answers, in its language.
      const response = await visit(page, '/faq');
      expect(response?.status()).toBe(200);
      await expectDocumentIn(page, lang);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks).toHaveLength(1);
      const data = JSON.parse(blocks[0]!) as FaqJsonLd;
      expect(data['@context']).toBe('https://schema.org');
      expect(data['@type']).toBe('FAQPage');
      expect(data.inLanguage).toBe(lang);
      const shown = await main.getByRole('heading', { level: 3 }).allTextContents();
      expect(data.mainEntity.map((q) => q.name)).toEqual(shown.map((s) => s.trim()));
      for (const q of data.mainEntity) {
        expect(q['@type']).toBe('Question');
        expect(q.acceptedAnswer['@type']).toBe('Answer');
        expect(q.acceptedAnswer.text.length).toBeGreaterThan(20);
      }
      if (lang === 'ar') expect(data.mainEntity[0]!.name).toMatch(/[\u0600-\u06ff]/);
      else expect(data.mainEntity[0]!.name).not.toMatch(/[\u0600-\u06ff]/);
    });
  });
}
