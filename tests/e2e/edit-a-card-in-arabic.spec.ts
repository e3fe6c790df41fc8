import { test, expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

/** A form field by the start of its label ('الشركة' finds 'الشركة (اختياري)'). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
};

test.describe('a browser set to Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('creates a card in the editor, right to left, and finds it on My Cards', async ({
    page,
  }) => {
    // Two screens, each checked with axe at two widths, and a save with images: ~40 s when busy.
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await signedInUser(page, { cards: 2, fullName: 'ليلى حداد' });
    await open(page, '/create');
    expect(
      await page.evaluate(() => ({
        lang: document.documentElement.lang,
        dir: document.documentElement.dir,
      })),
    ).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByRole('heading', { name: 'إنشاء بطاقة', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'نبذة عنك' })).toBeVisible();

    // Saved empty: the form's rules speak Arabic, naming each field.
    await page.getByRole('button', { name: 'حفظ البطاقة' }).click();
    await expect(page.getByText('حقل «الاسم الكامل» مطلوب')).toBeVisible();
    await expect(page.getByText('حقل «المسمى الوظيفي» مطلوب')).toBeVisible();

    // An Arabic name with an English company; the number and the address stay left to right.
    await field(page, 'الاسم الكامل').fill('ليلى حداد');
    await field(page, 'المسمى الوظيفي').fill('مديرة المبيعات');
    await field(page, 'الشركة').fill('Northwind Traders');
    await field(page, 'البريد الإلكتروني').fill('layla@northwind.example');
    await field(page, 'الهاتف').pressSequentially('+971501234567');
    await expect(field(page, 'الهاتف')).toHaveValue('+971 50 123 4567');
    await field(page, 'الموقع الجغرافي').fill('دبي');
    await field(page, 'الموقع الإلكتروني').fill('northwind.example');
    await field(page, 'LinkedIn').fill('layla');
    await expect(page.getByRole('radio', { name: /^كلاسيكي/ })).toBeChecked();
    await expect(page.getByText('السماح للزوار بمشاركة بياناتهم')).toBeVisible();

    await page.getByRole('button', { name: 'إظهار المعاينة' }).click();
    const preview = page.getByRole('complementary', { name: 'معاينة مباشرة' });
    await expect(preview).toBeVisible();
    await expect(preview).toContainText('ليلى حداد');
    await expect(preview).toContainText('Northwind Traders');
    await expect(preview.locator('bdi[dir="ltr"]', { hasText: '+971 50 123 4567' })).toBeVisible();
    await expect(
      preview.locator('bdi[dir="ltr"]', { hasText: 'layla@northwind.example' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-card-editor-390.png', { fullPage: true });

    await atOtherWidth(page, 'arabic-card-editor', async () => {
      // Right to left: the preview sits to the left of the form, and the form's buttons end on
      // the left with Save last.
      const aside = await box(page.getByRole('complementary', { name: 'معاينة مباشرة' }));
      const form = await box(page.locator('form').filter({ has: field(page, 'الشركة') }));
      expect(aside.x + aside.width).toBeLessThanOrEqual(form.x);
      const save = await box(page.getByRole('button', { name: 'حفظ البطاقة' }));
      const cancel = await box(page.getByRole('link', { name: 'إلغاء' }));
      expect(save.x + save.width).toBeLessThanOrEqual(cancel.x);
      await expect(page.getByRole('heading', { name: 'التصميم' })).toBeVisible();
    });

    await page.getByRole('button', { name: 'حفظ البطاقة' }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    const tile = page
      .getByRole('region', { name: 'بطاقاتك' })
      .locator(':scope > ul > li')
      .filter({ has: page.getByRole('heading', { name: 'ليلى حداد', exact: true }) });
    await expect(tile).toContainText('مديرة المبيعات');
    await expect(tile).toContainText('Northwind Traders');
    await expect(tile.locator('bdi[dir="ltr"]', { hasText: '+971 50 123 4567' })).toBeVisible();
    await expect(
      tile.locator('bdi[dir="ltr"]', { hasText: 'layla@northwind.example' }),
    ).toBeVisible();
    // No views yet: Arabic's own zero, its own digits, and each action named with the card's owner.
    // Its figures in the digits the Arabic messages write (Latin ones, as Intl's `ar` has them).
    await expect(tile.getByRole('link', { name: /^لا مشاهدات في آخر 30 يومًا/ })).toBeVisible();
    await expect(tile.getByRole('link', { name: 'تعديل بطاقة ليلى حداد' })).toBeVisible();
    await expect(tile.getByRole('button', { name: 'حذف بطاقة ليلى حداد' })).toBeVisible();
    await expect(tile).toContainText('أُنشئت');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-my-cards-tile-390.png', { fullPage: true });
    await atOtherWidth(page, 'arabic-my-cards-tile', async () => {
      await expect(tile.getByRole('link', { name: /^عرض بطاقة ليلى حداد/ })).toBeVisible();
    });

    // Edited again: the editor is the update page now, with the card as saved.
    await tile.getByRole('link', { name: 'تعديل بطاقة ليلى حداد' }).click();
    await expect(page.getByRole('heading', { name: 'تعديل البطاقة', level: 1 })).toBeVisible();
    await expect(field(page, 'الشركة')).toHaveValue('Northwind Traders');
    await expect(field(page, 'LinkedIn')).toHaveValue('https://www.linkedin.com/in/layla');
    await page.setViewportSize(DESKTOP);
    await page.locator('label', { hasText: 'نص فاتح على خلفية داكنة' }).click();
    await expect(page.getByRole('radio', { name: /^داكن/ })).toBeChecked();
    await expect(page.getByText('عُدّلت لتبقى البطاقة مقروءة')).toBeVisible();
    await expect(page.locator('[data-adjustment="backgroundColor"]')).toContainText(
      'يحتاج القالب «داكن» إلى خلفية داكنة',
    );
    // The accent's new code is isolated left to right inside the Arabic reason, its ratio in
    // Arabic digits.
    const accentReason = page.locator('[data-adjustment="accentColor"]');
    await expect(accentReason).toContainText(/تباين لونك المميِّز على الخلفية هو (١٫|1\.)/);
    expect(await accentReason.textContent()).toMatch(/\u2066#[0-9a-f]{6}\u2069/);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-card-update-1280.png', { fullPage: true });
  });
});
