/**
 * The contact form, in the footer of every page and on the contact page (SPEC sections 2, 5, 7
 * and 8): the rules' messages in the page's language, send disabled until the form is valid, the
 * phone sent as code + number, and the "thank you for contact us" toast with the form reset.
 */
import type { Locator, Page } from '@playwright/test';
import { LANGS, copy, expect, test, visit, waitForHydration, waitUntilInteractive, type Lang } from './fixtures';

/** Fills the form with a valid message, sends it and checks the answer, the toast and the reset. */
async function sendMessage(page: Page, form: Locator, lang: Lang) {
  const t = copy[lang];
  await waitUntilInteractive(form);
  const fields = {
    name: form.getByRole('textbox', { name: t.contact.name, exact: true }),
    email: form.getByRole('textbox', { name: t.contact.email, exact: true }),
    mobile: form.getByRole('textbox', { name: t.contact.mobile, exact: true }),
    message: form.getByRole('textbox', { name: t.contact.message, exact: true }),
  };
  const code = form.getByRole('combobox', { name: t.contact.code });
  const send = form.getByRole('button', { name: t.contact.send, exact: true });

  // SPEC 5: the country codes +20, +96 and +95.
  await expect(code.getByRole('option')).toHaveText(['+20', '+96', '+95']);
  await fields.name.fill(t.visitor.name);
  await fields.email.fill('visitor@example.com');
  await code.selectOption('+96');
  await fields.mobile.fill('01012345678');
  await fields.message.fill(t.visitor.message);
  await expect(send).toBeEnabled();

  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/v1/${lang}/front/contact_us`));
  await send.click();
  const request = await posted;
  // SPEC 5/7: the phone sent is the code plus the number.
  expect(request.postDataJSON()).toMatchObject({
    name: t.visitor.name,
    email: 'visitor@example.com',
    code: '+96',
    phone: '+9601012345678',
    message: t.visitor.message,
  });
  expect((await request.response())?.status()).toBe(200);

  await expect(page.getByRole('status').filter({ hasText: t.contact.thanks })).toBeVisible();
  for (const field of Object.values(fields)) await expect(field).toHaveValue('');
  await expect(code).toHaveValue('+20');
  await expect(send).toBeDisabled();
  // A reset form does not greet the visitor with errors.
  await expect(fields.name).not.toHaveAttribute('aria-invalid', 'true');
}

for (const lang of LANGS) {
  const t = copy[lang];

  test.describe(`contact form in ${lang}`, () => {
    test('invalid input shows the rule messages and keeps send disabled', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await visit(page, '/');
      const form = page.getByRole('contentinfo').getByRole('form', { name: t.contact.form });
      await waitUntilInteractive(form);
      const name = form.getByRole('textbox', { name: t.contact.name, exact: true });
      const email = form.getByRole('textbox', { name: t.contact.email, exact: true });
      const mobile = form.getByRole('textbox', { name: t.contact.mobile, exact: true });
      const message = form.getByRole('textbox', { name: t.contact.message, exact: true });
      const send = form.getByRole('button', { name: t.contact.send, exact: true });
      await expect(send).toBeDisabled();

      // Each message appears once the visitor leaves the field.
      await name.click();
      await name.blur();
      await expect(name).toHaveAccessibleDescription(t.validation.required);
      await expect(name).toHaveAttribute('aria-invalid', 'true');

      await email.click();
      await email.blur();
      await expect(email).toHaveAccessibleDescription(t.validation.emailRequired);
      await email.fill('visitor@example');
      await expect(email).toHaveAccessibleDescription(t.validation.emailInvalid);

      await mobile.fill('0121234567'); // 10 digits: one short
      await mobile.blur();
      await expect(mobile).toHaveAccessibleDescription(t.validation.mobileInvalid);
      await mobile.fill('01312345678'); // 013 is not an Egyptian mobile prefix
      await expect(mobile).toHaveAccessibleDescription(t.validation.mobileInvalid);

      await message.click();
      await message.blur();
      await expect(message).toHaveAccessibleDescription(t.validation.required);
      await expect(send).toBeDisabled();

      // Fixing all but one field is not enough.
      await name.fill(t.visitor.name);
      await email.fill('visitor@example.com');
      await mobile.fill('01012345678');
      await expect(name).not.toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription('');
      await expect(mobile).toHaveAccessibleDescription('');
      await expect(send).toBeDisabled();
      await message.fill(t.visitor.message);
      await expect(send).toBeEnabled();
      await message.fill('   ');
      await expect(send).toBeDisabled();
    });

    test('a valid message is sent from the footer, thanked for, and the form is reset @phone', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await visit(page, '/');
      await sendMessage(page, page.getByRole('contentinfo').getByRole('form', { name: t.contact.form }), lang);
    });

    test('the contact page shows the contact details and sends a message', async ({ asVisitor, request }) => {
      const site = await request.get(`/api/v1/${lang}/front/default_website_data`);
      const info = ((await site.json()) as { data: { contact_info: { phone: string; email: string } } }).data.contact_info;
      const page = await asVisitor(lang);
      const main = page.getByRole('main');
      // SPEC 2: /society/contact-us and /contact-us.
      for (const path of ['/society/contact-us', '/contact-us']) {
        const response = await visit(page, path);
        expect(response?.status(), path).toBe(200);
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.contact.page);
        await expect(main.getByRole('link', { name: info.email, exact: true })).toHaveAttribute('href', `mailto:${info.email}`);
        await expect(main.getByRole('link', { name: info.phone, exact: true })).toHaveAttribute('href', /^tel:\+?\d+$/);
      }
      await sendMessage(page, main.getByRole('form', { name: t.contact.form }), lang);
    });
  });
}

test('on a slow connection the footer form stays on screen while its code loads', async ({ asVisitor }) => {
  const t = copy.en;
  const page = await asVisitor('en');
  // The journey needs a lazy load to hold back: the form's code must not be part of the home
  // page's first load (decision 009: it is deferred), in any form the server writes it (a module
  // preload or module script, live or held inert until the first paint: decision 012).
  const html = await (await page.request.get('/')).text();
  expect(html, "the footer form's code is not in the first load of /").not.toMatch(/contact-form-[^"'/]*\.js/);

  // Hold the form's code back, as a slow mobile connection would.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const codeRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(/\/assets\/contact-form-[^/]*\.js$/, async (route) => {
    requested();
    await held;
    await route.continue();
  });
  const response = await page.goto('/');
  // The server renders the form into the page…
  expect(await response!.text()).toContain('id="footer-contact-name"');
  await waitForHydration(page);
  // The visitor scrolls down to the footer: its code is requested, and held back here.
  const form = page.getByRole('contentinfo').getByRole('form', { name: t.contact.form });
  await form.scrollIntoViewIfNeeded();
  const requestedInTime = await Promise.race([codeRequested.then(() => true), page.waitForTimeout(10_000).then(() => false)]);
  expect(requestedInTime, "scrolling to the footer requests the form's code (deferred, not part of the first load)").toBe(true);

  // …and it must stay on screen while its code loads, not be swapped for a loading placeholder:
  // the footer would jump, and whatever the visitor is typing would be lost.
  const name = form.getByRole('textbox', { name: t.contact.name, exact: true });
  await expect(name, 'the server-rendered form is still shown while its code loads').toBeVisible({ timeout: 3_000 });
  const ssrField = await name.elementHandle();
  await page.waitForTimeout(500);
  expect(await ssrField!.evaluate((el) => el.isConnected), 'the server-rendered field was replaced while its code was held').toBe(true);
  await expect(name).toBeVisible();

  release();
  await waitUntilInteractive(form);
  await expect(form.getByRole('button', { name: t.contact.send, exact: true })).toBeDisabled();
});

/**
 * The footer form is rendered once per language and colour scheme with an Emotion cache of its
 * own (entry.server.tsx `serverFragments`); its style tags must reach the <head> of every page
 * that shows it. Without scripts nothing can add them later: a field without its CSS shows the
 * browser's grooved fieldset instead of the outlined field.
 */
for (const [lang, theme] of [
  ['ar', 'light'],
  ['en', 'dark'],
] as const) {
  test(`the footer form is styled before any script runs (${lang}, ${theme})`, async ({ browser, baseURL }) => {
    const t = copy[lang];
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([
      { name: 'lang', value: lang, url: baseURL! },
      { name: 'theme', value: theme, url: baseURL! },
    ]);
    const page = await context.newPage();
    // The first page may render the form; the second one reuses it.
    for (const path of ['/', '/news']) {
      await page.goto(path);
      const form = page.getByRole('contentinfo').getByRole('form', { name: t.contact.form });
      const field = form.getByRole('textbox', { name: t.contact.name, exact: true });
      await expect(field).toBeVisible();
      // The kit's field (ui/kit/field.tsx): the input in its outlined box.
      const look = await field.evaluate((input) => {
        const box = input.parentElement ? getComputedStyle(input.parentElement) : null;
        return {
          outline: box ? `${box.borderTopWidth} ${box.borderTopStyle}` : 'none',
          radius: box?.borderTopLeftRadius ?? '',
          padding: getComputedStyle(input).paddingTop,
        };
      });
      expect(look, `${path}: the outlined field's CSS is in the page`).toEqual({
        outline: '1px solid',
        radius: '10px',
        padding: '7px',
      });
    }
    await context.close();
  });
}
