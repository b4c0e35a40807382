/**
 * Jobs (issue 17) in Arabic and English: the word search (Arabic matched whatever its letter
 * forms); a visitor's "login to add job" and "login to apply" lead to /login and back; a reader
 * posts a job, another applies with a small PDF, and the poster finds the application in
 * Settings → My deals and jobs and downloads the same bytes.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { copy, expect, LANGS, test, visit, waitForHydration, type Lang } from './fixtures';
import { createActiveUser, logInThroughForm, newPerson, ownAddress } from './support/accounts';
import { expectLoginReturningTo } from './support/entitlements';

const JOBS = '/society/jobs/1/jobs';
/** A demo member who posted neither of the jobs below (README: the demo members' password). */
const DEMO = { username: 'demo_trader', password: 'binaa-demo-2026' };
/** A small valid PDF (the server checks the content). */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`);
/** A search word typed without the stored letter forms, and the demo job it must find. */
const SEARCH: Record<Lang, { word: string; finds: string; not: string }> = {
  ar: { word: 'مدنى', finds: 'مهندس موقع مدني', not: 'محاسب تكاليف' },
  en: { word: 'draughtsman', finds: 'Structural AutoCAD draughtsman', not: 'Cost accountant' },
};

const main = (page: Page) => page.getByRole('main');

/** Signs in through the login page the browser is on, with the labels of this spec's copy. */
async function logIn(page: Page, lang: Lang, user: { username: string; password: string }) {
  const t = copy[lang].jobs.login;
  await waitForHydration(page);
  await logInThroughForm(page, { loginField: t.field, password: t.password, submitLogin: t.submit }, user);
}

for (const lang of LANGS) {
  const t = copy[lang].jobs;

  test.describe(`jobs in ${lang}`, () => {
    test('a visitor finds jobs by a word, typed in its plain letter forms @phone', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await visit(page, JOBS);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await page.getByRole('searchbox', { name: t.search }).fill(SEARCH[lang].word);
      await page.getByRole('button', { name: t.searchButton, exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('word') === SEARCH[lang].word);
      await expect(main(page).getByRole('link', { name: SEARCH[lang].finds, exact: true })).toBeVisible();
      await expect(main(page).getByRole('link', { name: SEARCH[lang].not, exact: true })).toHaveCount(0);
      // Past the last page, and an unknown job: the 404 page.
      expect((await page.request.get('/society/jobs/999/jobs')).status()).toBe(404);
      expect((await page.request.get('/society/job/99999999/x')).status()).toBe(404);
      // Visitors are offered the way in, back to this very page.
      const apply = main(page).getByRole('link', { name: t.loginToApply }).first();
      expect(new URL((await apply.getAttribute('href'))!, 'http://x').searchParams.get('next')).toBe(`${JOBS}?word=${encodeURIComponent(SEARCH[lang].word)}`);
    });

    test('"login to add job" and "login to apply" lead to /login and back', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await ownAddress(page.context());
      await visit(page, JOBS);
      await main(page).getByRole('link', { name: t.loginToAdd }).click();
      await expectLoginReturningTo(page, JOBS);
      await logIn(page, lang, DEMO);
      await page.waitForURL((url) => url.pathname === JOBS);
      await waitForHydration(page);
      await expect(main(page).getByRole('button', { name: t.add, exact: true })).toBeVisible();
      await expect(main(page).getByRole('link', { name: t.loginToAdd })).toHaveCount(0);

      // On a job's page: apply, after signing in again.
      await page.context().clearCookies();
      await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);
      const jobPath = await main(page).getByRole('link', { name: SEARCH[lang].finds, exact: true }).getAttribute('href');
      await visit(page, jobPath!);
      // The job's page carries its JobPosting (schema.org) in the page's language.
      const posting = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(posting).toMatchObject({ '@type': 'JobPosting', title: SEARCH[lang].finds, inLanguage: lang });
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await main(page).getByRole('link', { name: t.loginToApply }).click();
      await expectLoginReturningTo(page, jobPath!);
      await logIn(page, lang, DEMO);
      await page.waitForURL((url) => url.pathname === jobPath);
      await waitForHydration(page);
      await expect(main(page).getByRole('button', { name: t.apply, exact: true })).toBeVisible();
    });

    test('a reader posts a job, another applies with a PDF, and the poster downloads it @phone', async ({ asVisitor, browser, baseURL }) => {
      test.setTimeout(90_000);
      // The poster.
      const page = await asVisitor(lang);
      await ownAddress(page.context());
      const poster = newPerson(`jp${lang}`);
      await createActiveUser(page.request, poster);
      await visit(page, JOBS);
      await main(page).getByRole('button', { name: t.add, exact: true }).click();
      const title = `${lang === 'ar' ? 'مهندس تنفيذ' : 'Site engineer'} ${poster.username}`;
      await page.getByRole('textbox', { name: t.jobTitle }).fill(title);
      await page.getByRole('textbox', { name: t.email }).fill(`hr.${poster.email}`);
      await page.getByRole('textbox', { name: t.requirements }).fill(lang === 'ar' ? 'خبرة خمس سنوات في المواقع.' : 'Five years on sites.');
      // The attendance date: the browser's own date field (YYYY-MM-DD), today in Cairo at most.
      const date = page.getByLabel(t.attendance);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
      await expect(date).toHaveAttribute('max', today);
      await date.fill(today);
      await page.getByRole('textbox', { name: t.salaryFrom }).fill('7000');
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
      // The form closed and the list reloaded with the new job.
      await expect(page.getByRole('textbox', { name: t.jobTitle })).toHaveCount(0);
      const link = main(page).getByRole('link', { name: title, exact: true });
      await expect(link).toBeVisible();
      const jobPath = (await link.getAttribute('href'))!;

      // Another reader applies.
      const other = await browser.newContext({ baseURL });
      await other.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await ownAddress(other);
      const applicant = newPerson(`ja${lang}`);
      await createActiveUser(other.request, applicant);
      const page2 = await other.newPage();
      await visit(page2, jobPath);
      await main(page2).getByRole('button', { name: t.apply, exact: true }).click();
      const dialog = page2.getByRole('dialog', { name: t.applyTitle(title) });
      const ok = dialog.getByRole('button', { name: t.ok, exact: true });
      await expect(ok).toBeDisabled();
      await dialog.getByRole('textbox', { name: t.comment }).fill(lang === 'ar' ? 'أرفقت سيرتي الذاتية.' : 'My CV is attached.');
      await expect(ok).toBeDisabled();
      const cv = pdf(`CV of ${applicant.username}`);
      await dialog.locator('input[type="file"]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: cv });
      await ok.click();
      await expect(page2.getByRole('status').filter({ hasText: t.applied })).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await other.close();

      // The poster sees the application and downloads the CV.
      await visit(page, '/settings?tab=market');
      await expect(page.getByRole('tab', { name: t.marketTab })).toHaveAttribute('aria-selected', 'true');
      const application = main(page).getByRole('listitem', { name: applicant.name });
      await expect(application).toBeVisible();
      await expect(application).toContainText(applicant.email);
      const [download] = await Promise.all([page.waitForEvent('download'), application.getByRole('button', { name: t.downloadCv }).click()]);
      expect(download.suggestedFilename()).toBe('cv.pdf');
      expect((await readFile((await download.path())!)).equals(cv)).toBe(true);
    });
  });
}
