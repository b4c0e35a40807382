/**
 * Settings → API keys (issue 20), in Arabic and English: the demo subscriber Mona (a gold package
 * with the open data API) creates a key, sees it once with the warning, copies it, finds it
 * working against the open API, revokes it after a confirmation, and the key answers 401 from
 * then on. A reader without the package reads the notice that leads to the packages.
 */
import { LANGS, expect, test, visit, type Lang } from './fixtures';
import { ownAddress, WEB_KEY } from './support/accounts';
import { signInWithoutPackage } from './support/entitlements';

const MONA = { username: 'mona@demo.binaa.example', password: 'binaa-demo-2026' };

/** What a person reads (written out: a changed label must fail a test). */
const copy = {
  ar: {
    tab: 'مفاتيح الواجهة',
    create: 'إنشاء مفتاح',
    name: 'الاسم',
    save: 'إنشاء',
    createdTitle: 'مفتاحك الجديد',
    shownOnce: 'انسخه الآن: لن يظهر مرة أخرى. نحتفظ ببصمته فقط.',
    copy: 'نسخ',
    copied: 'نُسخ',
    done: 'تم',
    revokeLabel: (name: string) => `إلغاء المفتاح ${name}`,
    revokeTitle: 'إلغاء هذا المفتاح؟',
    revoke: 'إلغاء المفتاح',
    revoked: 'ملغى',
    subscribeFirst: 'تأتي واجهة البيانات المفتوحة مع الباقتين الذهبية والماسية.',
    packages: 'عرض الباقات',
    docs: 'توثيق الواجهة',
  },
  en: {
    tab: 'API keys',
    create: 'Create a key',
    name: 'Name',
    save: 'Create',
    createdTitle: 'Your new key',
    shownOnce: 'Copy it now: it will not be shown again. We keep only a fingerprint of it.',
    copy: 'Copy',
    copied: 'Copied',
    done: 'Done',
    revokeLabel: (name: string) => `Revoke the key ${name}`,
    revokeTitle: 'Revoke this key?',
    revoke: 'Revoke',
    revoked: 'Revoked',
    subscribeFirst: 'The open data API comes with the gold and diamond packages.',
    packages: 'See the packages',
    docs: 'API documentation',
  },
} as const;

async function openTab(page: import('@playwright/test').Page, lang: Lang) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
  await visit(page, '/settings?tab=api');
  await expect(page.getByRole('heading', { level: 2, name: copy[lang].tab })).toBeVisible();
}

for (const lang of LANGS) {
  const t = copy[lang];

  test(`${lang}: Mona creates a key, sees it once, copies it, uses it and revokes it @phone`, async ({ page, context }) => {
    await ownAddress(context);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const login = await page.request.post('/api/v1/en/front/login', { headers: WEB_KEY, data: MONA });
    expect(login.ok(), `login: ${login.status()}`).toBe(true);
    await openTab(page, lang);
    await expect(page.getByRole('link', { name: t.docs })).toHaveAttribute('href', '/api/docs');

    const name = `Sheet ${lang} ${Date.now()}`;
    await page.getByRole('button', { name: t.create }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.name }).fill(name);
    await dialog.getByRole('button', { name: t.save }).click();

    await expect(dialog.getByRole('heading', { name: t.createdTitle })).toBeVisible();
    await expect(dialog.getByText(t.shownOnce)).toBeVisible();
    const key = (await dialog.getByTestId('new-api-key').textContent())!.trim();
    expect(key).toMatch(/^bk_[\w-]{43}$/);
    await dialog.getByRole('button', { name: t.copy }).click();
    await expect(dialog.getByRole('button', { name: t.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    await dialog.getByRole('button', { name: t.done }).click();
    await expect(dialog).toBeHidden();

    // Listed by its name and prefix, never the key itself.
    const row = page.getByTestId('api-key-row').filter({ hasText: name });
    await expect(row).toContainText(`${key.slice(0, 11)}…`);
    await expect(page.getByText(key)).toHaveCount(0);
    const used = await page.request.get(`/api/v1/${lang}/open/products`, { headers: { authorization: `Bearer ${key}` } });
    expect(used.status()).toBe(200);

    await row.getByRole('button', { name: t.revokeLabel(name) }).click();
    const confirm = page.getByRole('dialog', { name: t.revokeTitle });
    await confirm.getByRole('button', { name: t.revoke }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText(t.revoked);
    const refused = await page.request.get(`/api/v1/${lang}/open/products`, { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);
  });

  test(`${lang}: a reader without the package reads the notice and the way to the packages @phone`, async ({ page }) => {
    await signInWithoutPackage(page, `k${lang}`);
    await openTab(page, lang);
    await expect(page.getByText(t.subscribeFirst)).toBeVisible();
    await expect(page.getByRole('link', { name: t.packages })).toHaveAttribute('href', '/subscription-packages');
    await expect(page.getByRole('button', { name: t.create })).toHaveCount(0);
  });
}
