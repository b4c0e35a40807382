/**
 * Society pages (SPEC section 2; issue 3): about (about, mission, vision, goal), the disclaimer
 * and the contact page (phone, WhatsApp, e-mail and the contact form), from the site's basic data
 * in the visitor's language — in Arabic and English.
 */
import type { APIRequestContext } from '@playwright/test';
import { LANGS, copy, expect, expectDocumentIn, test, visit, type Lang } from './fixtures';

interface SiteData {
  website_basic_data: { about: string; mission: string; vision: string; goal: string; disclaimer: string };
  contact_info: { phone: string; whatsapp: string; email: string };
}

/** The site's basic data as the API serves it: the test compares the pages with it. */
async function siteData(request: APIRequestContext, lang: Lang): Promise<SiteData> {
  const res = await request.get(`/api/v1/${lang}/front/default_website_data`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: SiteData }).data;
}

/** The first words of a text, squeezed as a reader sees it. */
const firstWords = (text: string) => text.replace(/\s+/g, ' ').trim().split(' ').slice(0, 5).join(' ');

for (const lang of LANGS) {
  const t = copy[lang];

  test.describe(`society in ${lang}`, () => {
    test('/society leads to about: about, mission, vision and goal with their texts @phone', async ({ asVisitor, request }) => {
      const data = (await siteData(request, lang)).website_basic_data;
      const page = await asVisitor(lang);
      const response = await visit(page, '/society');
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/society\/about$/);
      await expectDocumentIn(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.society.about);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([...t.society.sections]);
      for (const [i, key] of (['about', 'mission', 'vision', 'goal'] as const).entries()) {
        const section = main.getByRole('region', { name: t.society.sections[i], exact: true });
        await expect(section).toContainText(data[key] ? firstWords(data[key]) : '—');
      }
    });

    test('the disclaimer shows its text', async ({ asVisitor, request }) => {
      const { disclaimer } = (await siteData(request, lang)).website_basic_data;
      expect(disclaimer, 'the demo data has a disclaimer').toBeTruthy();
      const page = await asVisitor(lang);
      const response = await visit(page, '/society/disclaimer');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.society.disclaimer);
      await expect(page.getByRole('main')).toContainText(firstWords(disclaimer));
    });

    test('the contact page shows phone, WhatsApp, e-mail and the contact form', async ({ asVisitor, request }) => {
      const info = (await siteData(request, lang)).contact_info;
      const page = await asVisitor(lang);
      const response = await visit(page, '/society/contact-us');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.contact.page);

      const main = page.getByRole('main');
      const details = main.getByRole('region', { name: t.society.contactDetails, exact: true });
      await expect(details.getByRole('term')).toHaveText([t.society.phone, t.society.whatsapp, t.society.email]);
      await expect(details.getByRole('link', { name: info.phone, exact: true })).toHaveAttribute('href', `tel:${info.phone.replace(/[^\d+]/g, '')}`);
      await expect(details.getByRole('link', { name: info.whatsapp, exact: true })).toHaveAttribute('target', '_blank');
      await expect(details.getByRole('link', { name: info.email, exact: true })).toHaveAttribute('href', `mailto:${info.email}`);

      const form = main.getByRole('form', { name: t.contact.form });
      for (const field of [t.contact.name, t.contact.email, t.contact.mobile, t.contact.message]) {
        await expect(form.getByRole('textbox', { name: field, exact: true })).toBeVisible();
      }
      await expect(form.getByRole('button', { name: t.contact.send, exact: true })).toBeDisabled();
    });
  });
}
