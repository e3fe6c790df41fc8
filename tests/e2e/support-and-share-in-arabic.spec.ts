import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, makeAdmin, signedInUser, uniqueEmail } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';

/** The page's language and direction, as the browser has them now. */
const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toaster]').getByText(text, { exact: true });

/** Where an element starts on the line: right to left, a table's first column is on the right. */
const leftOf = async (page: Page, name: string) =>
  (await page.getByRole('columnheader', { name, exact: true }).boundingBox())?.x ?? 0;

test.describe('a browser set to Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('a visitor sends the support form, right to left, in Arabic', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/support');
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page).toHaveTitle(/^الدعم/);
    await expect(page.getByRole('heading', { level: 1, name: 'تواصل مع الدعم' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'ماذا يحدث بعد ذلك' })).toContainText(
      'ويعمل الرابط لمدة 24 ساعة',
    );

    // The form's rules, shared with the server in English, are read in Arabic.
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(page.getByText('يُرجى إدخال بريد إلكتروني صالح في حقل «من»')).toBeVisible();
    await expect(page.getByText('يُرجى كتابة نص الرسالة')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-support-errors-390.png', { fullPage: true });

    // The subjects read in Arabic; the value sent stays the one the server knows.
    const subject = page.getByLabel('الموضوع');
    await expect(subject.locator('option')).toHaveText([
      'الدعم',
      'اقتراح',
      'الإبلاغ عن خطأ',
      'شكوى',
      'الفوترة',
      'أخرى',
    ]);
    await subject.selectOption('Bug Report');
    const email = uniqueEmail('arabic-visitor');
    const from = page.getByLabel('من', { exact: true });
    await expect(from).toHaveAttribute('dir', 'ltr');
    await from.fill(email);
    await page.getByLabel('الرسالة').fill('رمز QR لا يعمل على هاتفي.');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();

    await expect(toast(page, 'أُرسلت رسالة التأكيد، يُرجى التحقق من بريدك الوارد')).toBeVisible();
    const sentTo = page.getByText('أرسلنا رابطًا إلى');
    await expect(sentTo).toContainText(email);
    // The address keeps its own order inside the Arabic sentence.
    await expect(sentTo.locator('bdi[dir="ltr"]')).toHaveText(email);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-support-sent-390.png', { fullPage: true });
    await atOtherWidth(page, 'arabic-support-sent', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'تواصل مع الدعم' })).toBeVisible();
    });
  });

  test('an owner opens the share page and a signed-in user the support form', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signedInUser(page, { cards: 2, fullName: 'ليلى حداد' });
    const { id } = await createCard(page, {
      fullName: 'ليلى حداد',
      jobTitle: 'مهندسة',
      company: 'شركة الأفق',
    });

    await open(page, `/share?id=${id}`);
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByRole('heading', { level: 1, name: 'شارك بطاقتك' })).toBeVisible();
    for (const panel of [
      'بطاقات المحفظة',
      'توقيع البريد الإلكتروني',
      'خلفية مكالمات الفيديو',
      'رمز QR',
      'بطاقات مطبوعة',
      'شريحة NFC',
    ]) {
      await expect(page.getByRole('heading', { name: panel, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'تنزيل PNG' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^ورقة A4 بعشر بطاقات/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^الزاوية/ })).toBeChecked();
    await expect(page.getByRole('img', { name: 'رمز QR لبطاقة ليلى حداد' })).toBeVisible();
    // The card's address is a URL: left to right in the Arabic page.
    await expect(page.getByLabel('صفحة بطاقتك')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('radio', { name: /^جهة الاتصال داخله/ }).check();
    await expect(page.getByRole('img', { name: 'رمز QR يحمل جهة اتصال ليلى حداد' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-share-390.png', { fullPage: true });
    await atOtherWidth(page, 'arabic-share', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'شارك بطاقتك' })).toBeVisible();
    });

    // Signed in, the form takes files and has no From address.
    await open(page, '/support');
    await expect(page.getByRole('group', { name: /المرفقات/ })).toBeVisible();
    await expect(page.getByText(/^حتى \d+ ملفات/)).toBeVisible();
    await expect(page.getByLabel('من', { exact: true })).toHaveCount(0);
    await page.getByLabel('الرسالة').fill('أحتاج إلى مساعدة في الاشتراك.');
    await page.getByRole('button', { name: 'إرسال الطلب' }).click();
    await expect(toast(page, 'أُرسل طلب الدعم')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-support-signed-in-390.png', { fullPage: true });
    await atOtherWidth(page, 'arabic-support-signed-in');
  });

  test('an administrator reads the subscriptions table mirrored, in Arabic', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const admin = await signedInUser(page, { cards: 3, status: 'active', fullName: 'سارة المدير' });
    await makeAdmin(admin.id);

    await open(page, '/admin/subscriptions');
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page).toHaveTitle(/^الإدارة: الاشتراكات/);
    await expect(page.getByRole('heading', { level: 1, name: 'الاشتراكات' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'أقسام الإدارة' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'أرقام الاشتراكات' })).toContainText(
      'الإيراد السنوي المتكرر',
    );
    const row = page.getByRole('row').filter({ hasText: admin.email });
    await expect(row).toBeVisible();
    await expect(row.locator('bdi[dir="ltr"]')).toHaveText(admin.email);
    await expect(row.getByRole('button', { name: /^عرض/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-admin-subscriptions-390.png', { fullPage: true });

    await atOtherWidth(page, 'arabic-admin-subscriptions', async () => {
      // The table mirrors: its first column, the user, is on the right of the status.
      expect(await leftOf(page, 'المستخدم')).toBeGreaterThan(await leftOf(page, 'الحالة'));
    });

    // View: the row's fields in Arabic, the address and ids left to right.
    await row.getByRole('button', { name: /^عرض/ }).click();
    const details = page.getByRole('dialog', { name: 'تفاصيل الاشتراك' });
    await expect(details).toBeVisible();
    await expect(details.getByText('بريد المستخدم')).toBeVisible();
    await expect(details.locator('dd bdi[dir="ltr"]').first()).toHaveText(admin.email);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-admin-subscription-details-390.png');
  });
});
