/**
 * Subscriptions and payments (issue 16; SPEC sections 2, 4, 5, 8), in Arabic and English at
 * phone width: packages → choose → confirm (VAT 0, total) → the sandbox checkout → pay → the
 * result page → the subscription in settings → manage e-mails (the limit disables OK) → cancel;
 * the failed and the pending (late callback, the page follows the server) paths; a visitor sent
 * to /login and back to the packages with the selection kept. Every journey makes its own user.
 */
import type { Page } from '@playwright/test';
import { LANGS, expect, test, visit, waitForHydration, type Lang } from './fixtures';
import { createActiveUser, logInThroughForm, newPerson, ownAddress } from './support/accounts';

/** What a person reads, per language (written out: a changed label must fail a test). */
const copy = {
  ar: {
    packagesTitle: 'باقات الاشتراك',
    group: 'باقات الأسعار',
    basic: 'أساسية - شهرية',
    platen: 'بلاتين - شهرية',
    subscribeNow: 'اشترك الآن',
    confirm: 'تأكيد',
    loginToSubscribe: 'سجّل الدخول للاشتراك',
    dialog: 'تأكيد اشتراكك',
    vat: 'ضريبة القيمة المضافة',
    redirect: 'سيتم تحويلك إلى مزوّد الدفع',
    total: (n: string) => `${n} ج.م`,
    pay: 'الانتقال إلى الدفع',
    cancel: 'إلغاء',
    success: 'تمت عملية الدفع بنجاح',
    failed: 'فشلت عملية الدفع',
    failedBody: 'لم تتم معالجة عملية الدفع بنجاح. يرجى التواصل مع خدمة العملاء',
    tryAgain: 'يرجى المحاولة مرة أخرى',
    pending: 'جارٍ معالجة عملية الدفع',
    transaction: 'رقم العملية',
    mySubscriptions: 'اشتراكاتي',
    active: 'نشط',
    canceled: 'ملغى',
    manageEmails: 'إدارة عناوين البريد',
    emailsLabel: 'عناوين البريد الإلكتروني',
    maxEmails: 'الحد الأقصى لعدد عناوين البريد هو 1',
    ok: 'حسنًا',
    updated: 'تم تحديث إعدادات الحساب',
    waiting: 'بانتظار التأكيد',
    cancelSubscription: 'إلغاء الاشتراك',
    cancelRefund: 'إلغاء واسترداد المبلغ',
    loginField: 'اسم المستخدم أو البريد الإلكتروني',
    password: 'كلمة المرور',
    submitLogin: 'دخول',
    support: 'خدمة العملاء',
    contact: 'بيانات التواصل',
    paymentSettings: 'إعدادات الدفع',
    noCard: 'لا يحفظ بناء بيانات بطاقتك ولا يطّلع عليها أبدًا',
    paid: 'مدفوع',
    invoiceOf: (n: string) => `الفاتورة ${n}`,
    invoiceTitle: (n: string) => `فاتورة رقم ${n}`,
    vatLine: 'ضريبة القيمة المضافة (0%)',
    totalLabel: 'الإجمالي',
    print: 'طباعة',
  },
  en: {
    packagesTitle: 'Subscription packages',
    group: 'Price packages',
    basic: 'Basic - monthly',
    platen: 'Platen - monthly',
    subscribeNow: 'Subscribe now',
    confirm: 'Confirm',
    loginToSubscribe: 'Log in to subscribe',
    dialog: 'Confirm your subscription',
    vat: 'VAT',
    redirect: 'You will be redirected to the payment provider',
    total: (n: string) => `${n} LE`,
    pay: 'Go to payment',
    cancel: 'Cancel',
    success: 'Payment successfully done',
    failed: 'Payment failed',
    failedBody: 'Your payment was not successfully processed. Please contact our customer support.',
    tryAgain: 'Please try again',
    pending: 'Your payment is being processed',
    transaction: 'Transaction number',
    mySubscriptions: 'My subscriptions',
    active: 'Active',
    canceled: 'Canceled',
    manageEmails: 'Manage e-mails',
    emailsLabel: 'E-mail addresses',
    maxEmails: 'The maximum number of e-mails is 1',
    ok: 'OK',
    updated: 'Account Settings updated',
    waiting: 'waiting for confirmation',
    cancelSubscription: 'Cancel subscription',
    cancelRefund: 'Cancel and refund',
    loginField: 'Username or e-mail',
    password: 'Password',
    submitLogin: 'Log in',
    support: 'Customer support',
    contact: 'Contact information',
    paymentSettings: 'Payment settings',
    noCard: 'No card data is ever stored or seen by Binaa',
    paid: 'Paid',
    invoiceOf: (n: string) => `Invoice ${n}`,
    invoiceTitle: (n: string) => `Invoice ${n}`,
    vatLine: 'VAT (0%)',
    totalLabel: 'Total',
    print: 'Print',
  },
} as const;

const main = (page: Page) => page.getByRole('main');
/** A package of the first group ("Price packages": the other groups have packages of the same titles). */
const card = (page: Page, t: (typeof copy)[Lang], title: string) =>
  main(page).getByRole('region', { name: t.group }).getByRole('article', { name: title, exact: true });

/** Chooses packages on /subscription-packages, confirms, checks the dialog and goes to the sandbox checkout. */
async function checkout(page: Page, t: (typeof copy)[Lang], titles: string[], total: string) {
  await visit(page, '/subscription-packages');
  await expect(main(page).getByRole('heading', { level: 1, name: t.packagesTitle })).toBeVisible();
  for (const title of titles) {
    const button = card(page, t, title).getByRole('button', { name: t.subscribeNow });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await expect(dialog).toBeVisible();
  for (const title of titles) await expect(dialog.getByRole('cell', { name: new RegExp(`^${title}`) })).toBeVisible();
  await expect(dialog.getByRole('row', { name: new RegExp(t.vat) })).toContainText(t.total('0'));
  await expect(dialog.getByTestId('checkout-total')).toHaveText(t.total(total));
  await expect(dialog).toContainText(t.redirect);
  await dialog.getByRole('button', { name: t.pay }).click();
  await page.waitForURL((url) => url.pathname === '/payments/sandbox/checkout');
  await expect(page.getByTestId('sandbox-amount')).toContainText(total);
}

for (const lang of LANGS) {
  const t = copy[lang];
  test.describe(`subscriptions (${lang})`, () => {
    // A shared 2-core machine: the checkout journeys take several page loads each.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ context }) => {
      await ownAddress(context);
    });

    test('pay, see the result, manage the e-mails within the limit and cancel @phone-only', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await createActiveUser(page.request, newPerson(`s${lang}`));
      await checkout(page, t, [t.basic, t.platen], '450');
      await page.getByTestId('sandbox-paid').click();

      await page.waitForURL((url) => url.pathname === '/payment');
      await waitForHydration(page);
      const invoice = new URL(page.url()).searchParams.get('invoice')!;
      expect(invoice).toBeTruthy();
      await expect(main(page).getByRole('heading', { name: t.success })).toBeVisible();
      await expect(main(page).getByText(invoice)).toBeVisible();
      await expect(main(page)).toContainText(t.total('450'));

      await main(page).getByRole('link', { name: t.mySubscriptions }).click();
      await page.waitForURL((url) => url.pathname === '/settings' && url.searchParams.get('tab') === 'subscriptions');
      const basic = main(page).getByRole('article', { name: t.basic, exact: true });
      await expect(basic).toContainText(t.active);
      await expect(main(page).getByRole('article', { name: t.platen, exact: true })).toBeVisible();

      // Basic allows one extra e-mail: a second one shows the limit and disables OK.
      await basic.getByRole('button', { name: t.manageEmails }).click();
      const dialog = page.getByRole('dialog');
      const input = dialog.getByRole('textbox', { name: t.emailsLabel });
      await input.fill('first.reader@example.com');
      await input.press('Enter');
      await input.fill('second.reader@example.com');
      await input.press('Enter');
      await expect(dialog.getByText(t.maxEmails)).toBeVisible();
      await expect(dialog.getByRole('button', { name: t.ok, exact: true })).toBeDisabled();
      await input.press('Backspace');
      await expect(dialog.getByText(t.maxEmails)).toBeHidden();
      await dialog.getByRole('button', { name: t.ok, exact: true }).click();
      await expect(dialog.getByText(t.updated)).toBeVisible();
      await expect(dialog).toBeHidden({ timeout: 10_000 });
      await expect(basic).toContainText('first.reader@example.com');
      await expect(basic).toContainText(t.waiting);
      await expect(basic).not.toContainText('second.reader@example.com');

      // Paid today: the refund is offered too; plain cancel keeps access to the end date.
      await basic.getByRole('button', { name: t.cancelSubscription }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm.getByRole('button', { name: t.cancelRefund })).toBeVisible();
      await confirm.getByRole('button', { name: t.cancelSubscription }).click();
      await expect(confirm).toBeHidden();
      await expect(basic).toContainText(t.canceled);
      await expect(basic.getByRole('button', { name: t.cancelSubscription })).toBeHidden();

      // Payment settings: the order, and its printable invoice (lines, VAT 0, total) in the page's language.
      await page.getByRole('tab', { name: t.paymentSettings }).click();
      await page.waitForURL((url) => url.searchParams.get('tab') === 'payments');
      await expect(main(page)).toContainText(t.noCard);
      const row = main(page).getByRole('row', { name: new RegExp(invoice) });
      await expect(row).toContainText(t.total('450'));
      await expect(row).toContainText(t.paid);
      await row.getByRole('link', { name: t.invoiceOf(invoice) }).click();
      await page.waitForURL((url) => url.pathname === `/settings/invoices/${invoice}`);
      await expect(main(page).getByRole('heading', { level: 1, name: t.invoiceTitle(invoice) })).toBeVisible();
      await expect(main(page).getByRole('row', { name: t.vatLine })).toContainText(t.total('0'));
      await expect(main(page).getByRole('row', { name: t.totalLabel })).toContainText(t.total('450'));
      await expect(main(page).getByRole('button', { name: t.print })).toBeVisible();
    });

    test('a failed payment shows the failure, the way back and the support contacts @phone-only', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await createActiveUser(page.request, newPerson(`f${lang}`));
      await checkout(page, t, [t.basic], '150');
      await page.getByTestId('sandbox-failed').click();
      await page.waitForURL((url) => url.pathname === '/payment');
      await waitForHydration(page);
      expect(new URL(page.url()).searchParams.get('status')).toBe('failed');
      await expect(main(page).getByRole('heading', { name: t.failed })).toBeVisible();
      await expect(main(page)).toContainText(t.failedBody);
      await expect(main(page).getByRole('link', { name: t.tryAgain })).toHaveAttribute('href', '/subscription-packages');
      const support = main(page).getByRole('region', { name: t.support });
      await expect(support.getByRole('heading', { name: t.contact, exact: true })).toBeVisible();
      for (const scheme of ['tel:', 'https://wa.me/', 'mailto:']) await expect(support.locator(`dd a[href^="${scheme}"]`)).toBeVisible();
    });

    test('a pending payment says so and turns to success when the late callback comes @phone-only', async ({ asVisitor }) => {
      const page = await asVisitor(lang);
      await createActiveUser(page.request, newPerson(`p${lang}`));
      await checkout(page, t, [t.platen], '300');
      // The result page as the server rendered it, before the sandbox settles (a busy machine may hydrate after that).
      const rendered = page.waitForResponse((r) => new URL(r.url()).pathname === '/payment' && r.request().resourceType() === 'document');
      await page.getByTestId('sandbox-pending').click();
      expect(await (await rendered).text()).toContain(t.pending);
      await page.waitForURL((url) => url.pathname === '/payment');
      await waitForHydration(page);
      // The sandbox settles a few seconds later; the page asks the server every 2.5 s.
      await expect(main(page).getByRole('heading', { name: t.success })).toBeVisible({ timeout: 60_000 });
    });

    test('a visitor is sent to log in and comes back to the packages with the choice kept @phone-only', async ({ asVisitor, request }) => {
      const page = await asVisitor(lang);
      const person = newPerson(`v${lang}`);
      // Through another request context: the browser stays a visitor's.
      await createActiveUser(request, person);
      await visit(page, '/subscription-packages');
      await card(page, t, t.basic).getByRole('button', { name: t.subscribeNow }).click();
      await page.getByRole('button', { name: t.loginToSubscribe }).click();
      await page.waitForURL((url) => url.pathname === '/login' && (url.searchParams.get('next') ?? '').startsWith('/subscription-packages'));
      await waitForHydration(page);
      await logInThroughForm(page, t, person);
      await page.waitForURL((url) => url.pathname === '/subscription-packages');
      await expect(card(page, t, t.basic).getByRole('button', { name: t.subscribeNow })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: t.confirm, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog.getByTestId('checkout-total')).toHaveText(t.total('150'));
      // Cancelling the dialog clears the selection (SPEC 4).
      await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
      await expect(card(page, t, t.basic).getByRole('button', { name: t.subscribeNow })).toHaveAttribute('aria-pressed', 'false');
    });
  });
}
