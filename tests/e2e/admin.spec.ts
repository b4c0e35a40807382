/**
 * The back office's door (issue 18), in Arabic and English: a visitor is sent to /login and
 * back; a reader is told it is for staff only; a new prices clerk sets up the second factor
 * (QR key, first code, ten recovery codes) and then sees only the areas of the role; an admin
 * deactivates an account from Users and finds the write in the audit log.
 */
import { LANGS, expect, test, visit, waitForHydration, type Lang } from './fixtures';
import { createActiveUser, newPerson, ownAddress } from './support/accounts';
import { signInNewStaff, signInStaff, totpCode } from './support/staff';

/** What a person reads, per language (written out: a changed label must fail a test). */
const copy = {
  ar: {
    staffOnly: 'هذه الصفحة لفريق العمل المخوَّل فقط.',
    setupTitle: 'فعِّل التحقق بخطوتين',
    code: 'رمز التحقق',
    enable: 'تفعيل',
    codesTitle: 'رموز الاسترداد',
    continue: 'حفظتها، تابع',
    dashboard: 'نظرة عامة',
    menu: ['الرئيسية', 'الأسعار اليومية', 'حسابي والأمان'],
    users: 'المستخدمون',
    search: 'ابحث بالاسم أو البريد أو اسم المستخدم أو الجوال',
    deactivate: 'إيقاف',
    confirm: 'تأكيد',
    inactive: 'غير مفعَّل',
  },
  en: {
    staffOnly: 'This page is for authorised staff only.',
    setupTitle: 'Turn on two-step verification',
    code: 'Verification code',
    enable: 'Turn on',
    codesTitle: 'Recovery codes',
    continue: 'I saved them, continue',
    dashboard: 'Overview',
    menu: ['Dashboard', 'Daily prices', 'My account and security'],
    users: 'Users',
    search: 'Search by name, e-mail, username or mobile',
    deactivate: 'Deactivate',
    confirm: 'Confirm',
    inactive: 'Inactive',
  },
} satisfies Record<Lang, unknown>;

for (const lang of LANGS) {
  const c = copy[lang];
  test.describe(`back office (${lang})`, () => {
    test('a visitor signs in first; a reader is told it is for staff only', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await ownAddress(page.context());
      await visit(page, '/admin/users');
      await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);
      const reader = newPerson('reader');
      await createActiveUser(page.request, reader);
      await visit(page, '/admin');
      await expect(page.getByRole('heading', { level: 1, name: c.staffOnly })).toBeVisible();
    });

    test('a new prices clerk sets up the second factor and sees only the areas of the role', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await ownAddress(page.context());
      await signInNewStaff(page, 'prices_clerk');
      await visit(page, '/admin');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: c.setupTitle })).toBeVisible();
      const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
      await page.getByRole('textbox', { name: c.code }).fill(totpCode(secret));
      await page.getByRole('button', { name: c.enable }).click();
      await expect(page.getByRole('heading', { name: c.codesTitle })).toBeVisible();
      await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
      await page.getByRole('button', { name: c.continue }).click();
      await expect(page.getByRole('heading', { level: 1, name: c.dashboard })).toBeVisible();
      const menu = page.getByRole('navigation').last().getByRole('link');
      await expect(menu).toHaveText(c.menu);
      await visit(page, '/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: c.staffOnly })).toBeVisible();
    });

    test('an admin deactivates an account from Users, and the audit log holds the write', async ({ asVisitor, browser, baseURL }) => {
      const page = await asVisitor(lang);
      await ownAddress(page.context());
      await signInStaff(page, 'admin');
      // Someone else's account, made in a context of its own.
      const other = await browser.newContext({ baseURL });
      await ownAddress(other);
      const person = newPerson('target');
      await createActiveUser(other.request, person);
      await other.close();

      await visit(page, '/admin/users');
      await waitForHydration(page);
      await page.getByRole('searchbox', { name: c.search }).fill(person.email);
      const row = page.getByRole('row').filter({ hasText: person.email });
      await expect(row).toHaveCount(1);
      await row.getByRole('button').click();
      await page.getByRole('menuitem', { name: c.deactivate, exact: true }).click();
      await page.getByRole('button', { name: c.confirm }).click();
      await expect(row).toContainText(c.inactive);

      await visit(page, '/admin/audit');
      await expect(page.getByRole('row').filter({ hasText: 'user.deactivate' }).first()).toBeVisible();
    });
  });
}
