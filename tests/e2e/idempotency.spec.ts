/**
 * One message per submission of the contact form (decision 020): a double tap and a retry after a
 * lost answer store one message. The journeys cannot count rows, so they count what the server
 * answered: every POST of the submission carries the same Idempotency-Key, and exactly one answer
 * is a first answer (a 200 without `Idempotent-Replayed`) — the server creates a row only there.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { copy, expect, test, visit, waitUntilInteractive } from './fixtures';

const lang = 'ar';
const t = copy[lang];
const CONTACT = `/api/v1/${lang}/front/contact_us`;

async function fillMessage(form: Locator, marker: string) {
  await waitUntilInteractive(form);
  await form.getByRole('textbox', { name: t.contact.name, exact: true }).fill(t.visitor.name);
  await form.getByRole('textbox', { name: t.contact.email, exact: true }).fill('visitor@example.com');
  await form.getByRole('textbox', { name: t.contact.mobile, exact: true }).fill('01012345678');
  await form.getByRole('textbox', { name: t.contact.message, exact: true }).fill(`${t.visitor.message} ${marker}`);
  await expect(form.getByRole('button', { name: t.contact.send, exact: true })).toBeEnabled();
}

/** Every POST contact_us of the page, and a way to wait until none is on its way. */
function watchPosts(page: Page) {
  const posts: Request[] = [];
  let open = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(CONTACT)) {
      posts.push(r);
      open++;
    }
  });
  const settle = (r: Request) => {
    if (r.method() === 'POST' && r.url().endsWith(CONTACT)) open--;
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return { posts, settled: () => expect.poll(() => open).toBe(0) };
}

test('a double tap on send stores one message and thanks once', async ({ asVisitor }) => {
  const page = await asVisitor(lang);
  await visit(page, '/contact-us');
  const form = page.getByRole('main').getByRole('form', { name: t.contact.form });
  await fillMessage(form, 'double-tap');
  const { posts, settled } = watchPosts(page);

  // Two submits in the same task: faster than any re-render could disable the button.
  await form.evaluate((el) => {
    (el as HTMLFormElement).requestSubmit();
    (el as HTMLFormElement).requestSubmit();
  });

  await expect(page.getByRole('status').filter({ hasText: t.contact.thanks })).toBeVisible();
  await expect(form.getByRole('textbox', { name: t.contact.name, exact: true })).toHaveValue('');
  await settled();
  expect(posts.length).toBeGreaterThanOrEqual(1);
  const keys = new Set(await Promise.all(posts.map((r) => r.headerValue('idempotency-key'))));
  expect(keys.size, 'one Idempotency-Key for the submission').toBe(1);
  expect([...keys][0]).toMatch(/^[\x20-\x7e]{1,255}$/);
  const answers = await Promise.all(posts.map(async (r) => (await r.response())!));
  const created = answers.filter((a) => a.status() === 200 && a.headers()['idempotent-replayed'] !== 'true');
  expect(created, 'one first answer: one stored message').toHaveLength(1);
  await expect(page.getByRole('status').filter({ hasText: t.contact.thanks })).toHaveCount(1);
});

test.describe('a lost answer', () => {
  // The browser reports the cut connection of the first attempt on the console.
  test.use({ allowedConsoleErrors: [{ text: /ERR_CONNECTION_RESET|Failed to load resource/ }] });

  test('is asked for again with the same key and gets the first answer, not a second message', async ({ asVisitor }) => {
    const page = await asVisitor(lang);
    await visit(page, '/contact-us');
    const form = page.getByRole('main').getByRole('form', { name: t.contact.form });
    await fillMessage(form, 'lost-answer');

    // The first attempt reaches the server (which stores the message), but its answer never
    // reaches the browser; later attempts go through untouched.
    const seen: { key: string | null; status: number; replayed: string | undefined }[] = [];
    await page.route(`**${CONTACT}`, async (route) => {
      const key = await route.request().headerValue('idempotency-key');
      if (seen.length === 0) {
        const answer = await route.fetch();
        seen.push({ key, status: answer.status(), replayed: answer.headers()['idempotent-replayed'] });
        await route.abort('connectionreset');
        return;
      }
      const answer = await route.fetch();
      seen.push({ key, status: answer.status(), replayed: answer.headers()['idempotent-replayed'] });
      await route.fulfill({ response: answer });
    });

    await form.getByRole('button', { name: t.contact.send, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.contact.thanks })).toBeVisible();
    await expect(form.getByRole('textbox', { name: t.contact.name, exact: true })).toHaveValue('');

    expect(seen).toHaveLength(2);
    expect(seen[0]!.key).toBeTruthy();
    expect(seen[1]!.key, 'the retry carries the same key').toBe(seen[0]!.key);
    expect(seen[0]).toMatchObject({ status: 200, replayed: undefined });
    expect(seen[1], 'the retry is answered with the stored first answer').toMatchObject({ status: 200, replayed: 'true' });
  });
});
