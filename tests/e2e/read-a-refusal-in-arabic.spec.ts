import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

/** At both widths: `show` brings the refusal up, it reads right to left, fits, and axe is clean. */
async function atBothWidths(page: Page, screen: string, show: () => Promise<void>) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await show();
    expect(
      await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
        sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      })),
    ).toEqual({ lang: 'ar', dir: 'rtl', sideways: 0 });
    await expectNoSeriousA11yViolations(page);
    await shot(page, `${screen}-${viewport.width}.png`, { fullPage: true });
  }
}

test.describe('a refusal read in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('an owner pastes rows that are not CSV and is told why in Arabic', async ({ page }) => {
    test.setTimeout(120_000);
    await signedInUser(page, { fullName: 'ليلى حداد' });
    await open(page, '/team');
    const slug = `qwafil-${Date.now().toString(36)}`;
    await page.getByLabel('اسم المؤسسة').fill(`قوافل ${Date.now().toString(36)}`);
    await page.getByLabel('العنوان').fill(slug);
    await page.getByRole('button', { name: 'إنشاء المؤسسة' }).click();
    await expect(page.getByText('تم إنشاء المؤسسة').first()).toBeVisible();

    await atBothWidths(page, 'import-not-csv-ar', async () => {
      await open(page, `/team/import?org=${slug}`);
      await page.getByText('أو الصق الصفوف من جدول بيانات').click();
      await page
        .getByLabel('الصفوف، وسطر العناوين أولًا')
        .fill('Email\tName\n"ada@example.com"x\tAda');
      await page.getByRole('button', { name: 'استخدم هذه الصفوف' }).click();
      // The reason, not only the sentence around it, is Arabic (it was English before).
      await expect(
        page.getByText(/^هذا ليس ملف CSV: في السطر [2٢] نص بعد علامة اقتباس ختامية\./),
      ).toBeVisible();
      await expect(page.getByText('has text after a closing quote')).toHaveCount(0);
    });
  });

  test('a single sign-on that came back refused says why in Arabic on the sign-in page', async ({
    page,
  }) => {
    await atBothWidths(page, 'login-sso-refused-ar', async () => {
      await open(page, '/login?error=invalid_state');
      await expect(
        page
          .locator('[data-sonner-toaster]')
          .getByText(
            'تعذّر تسجيل الدخول: استغرق تسجيل الدخول وقتًا طويلًا أو بدأ في متصفح آخر. ابدأه من جديد.',
          ),
      ).toBeVisible();
    });
  });
});
