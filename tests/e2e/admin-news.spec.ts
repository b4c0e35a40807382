/**
 * The newsroom (issue 18), in Arabic and English: an editor writes a new article in both
 * languages in /admin/news (the draft saves itself; an English paragraph inside the Arabic body is
 * turned left-to-right from the toolbar), previews it, publishes it, and the article is then on
 * the public news page (with that paragraph still left-to-right), in the RSS feed and in the sitemap.
 */
import { LANGS, expect, test, visit, waitForHydration, type Lang } from './fixtures';
import { ownAddress } from './support/accounts';
import { signInStaff } from './support/staff';

/** What the editor reads, per language (written out: a changed label must fail a test). */
const copy = {
  ar: {
    news: 'الأخبار',
    newArticle: 'خبر جديد',
    arabic: 'العربية',
    english: 'الإنجليزية',
    title: 'العنوان',
    summary: 'الملخص',
    body: 'النص',
    category: 'التصنيف',
    cement: 'أخبار الأسمنت',
    toLtr: 'من اليسار إلى اليمين (للنص الإنجليزي)',
    bold: 'عريض',
    savedAt: /^حُفظ في /,
    publish: 'انشر الآن',
    published: 'منشور',
    draft: 'مسودة',
    previewNote: /^معاينة — مسودة/,
    allNews: '/news/0/1/%D9%83%D9%84-%D8%A7%D9%84%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1',
  },
  en: {
    news: 'News',
    newArticle: 'New article',
    arabic: 'Arabic',
    english: 'English',
    title: 'Title',
    summary: 'Summary',
    body: 'Text',
    category: 'Category',
    cement: 'Cement news',
    toLtr: 'Left to right (for English text)',
    bold: 'Bold',
    savedAt: /^Saved at /,
    publish: 'Publish now',
    published: 'Published',
    draft: 'Draft',
    previewNote: /^Preview — Draft/,
    allNews: '/news/0/1/all-news',
  },
} satisfies Record<Lang, unknown>;

for (const lang of LANGS) {
  const c = copy[lang];
  test.describe(`newsroom (${lang})`, () => {
    test('an editor writes and publishes an article; it is then on the public news page, in RSS and in the sitemap', async ({ asVisitor }) => {
      test.slow();
      const page = await asVisitor(lang);
      await ownAddress(page.context());
      await signInStaff(page, 'editor');
      const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
      const article = {
        titleAr: `افتتاح خط أسمنت جديد ${run}`,
        titleEn: `New cement line opens ${run}`,
        bodyAr: 'بدأ التشغيل التجريبي للخط الجديد في المصنع.',
        quote: `The plant manager said the line is ready ${run}.`,
        bodyEn: 'The new line started its trial run at the plant.',
      };

      await visit(page, '/admin/news');
      await expect(page.getByRole('heading', { level: 1, name: c.news })).toBeVisible();
      await page.getByRole('link', { name: c.newArticle }).click();
      await expect(page).toHaveURL(/\/admin\/news\/new$/);
      await waitForHydration(page);

      const arabic = page.getByRole('region', { name: c.arabic });
      await arabic.getByRole('textbox', { name: c.title }).fill(article.titleAr);
      // The draft is created by its first save: the address then names it.
      await expect(page).toHaveURL(/\/admin\/news\/\d+$/, { timeout: 15_000 });
      const id = Number(/\/admin\/news\/(\d+)$/.exec(page.url())![1]);
      await arabic.getByRole('textbox', { name: c.summary }).fill('خط بطاقة مليون طن سنويًا');
      const bodyAr = arabic.getByRole('textbox', { name: c.body });
      await bodyAr.click();
      await page.keyboard.type(article.bodyAr);
      await page.keyboard.press('Enter');
      // A quoted English sentence: its paragraph is turned left-to-right, and bold.
      await arabic.getByRole('button', { name: c.toLtr }).click();
      await arabic.getByRole('button', { name: c.bold }).click();
      await page.keyboard.type(article.quote);
      await expect(bodyAr.locator('p[dir="ltr"]')).toHaveText(article.quote);

      const english = page.getByRole('region', { name: c.english });
      await english.getByRole('textbox', { name: c.title }).fill(article.titleEn);
      await english.getByRole('textbox', { name: c.body }).click();
      await page.keyboard.type(article.bodyEn);
      await page.getByRole('combobox', { name: c.category }).click();
      await page.getByRole('option', { name: c.cement }).click();
      // Saved by itself a moment after the last change.
      await expect(page.getByTestId('save-state')).toHaveText(c.savedAt, { timeout: 15_000 });
      await expect(page.getByText(c.draft, { exact: true })).toBeVisible();

      // The preview shows the saved draft with the public article's components.
      const preview = await page.context().newPage();
      await visit(preview, `/admin/news/${id}/preview`);
      await expect(preview.getByText(c.previewNote)).toBeVisible();
      const previewTitle = lang === 'ar' ? article.titleAr : article.titleEn;
      await expect(preview.getByRole('heading', { level: 1, name: previewTitle })).toBeVisible();
      await preview.close();

      await page.getByRole('button', { name: c.publish }).click();
      await expect(page.getByText(c.published, { exact: true })).toBeVisible({ timeout: 20_000 });

      // The public site, as a reader in the same language.
      const title = lang === 'ar' ? article.titleAr : article.titleEn;
      await visit(page, c.allNews);
      const link = page.getByRole('link', { name: title }).first();
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      expect(href).toContain(`/news/topic/${id}/2/`);
      await visit(page, href);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      if (lang === 'ar') {
        await expect(page.locator('article p[dir="ltr"]')).toHaveText(article.quote);
        await expect(page.locator('article p[dir="ltr"] strong')).toHaveText(article.quote);
        await expect(page.locator('article p[dir="rtl"]').first()).toHaveText(article.bodyAr);
      } else {
        await expect(page.locator('article p[dir="ltr"]').first()).toHaveText(article.bodyEn);
      }

      const rss = await page.request.get(`/rss/${lang}/0.xml`);
      expect(rss.status()).toBe(200);
      expect(await rss.text()).toContain(`<title>${title}</title>`);
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      expect(sitemap).toContain(`/news/topic/${id}/2/`);
    });
  });
}
