import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

/** The page's language and direction, as the browser has them now. */
const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** No sideways scroll, nothing serious for axe, and a screenshot to look at, at this width. */
async function checkAt(page: Page, viewport: typeof PHONE | typeof DESKTOP, name: string) {
  await page.setViewportSize(viewport);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(viewport.width);
  await expectNoSeriousA11yViolations(page);
  await shot(page, `${name}-${viewport.width}.png`, { fullPage: true });
}

const LANGUAGES = [
  {
    code: 'he',
    locale: 'he-IL',
    hero: 'כרטיס הביקור שלכם, תמיד בכיס.',
    howItWorks: 'מהרשמה לשיתוף בארבעה צעדים',
    toastTitle: 'בוצע',
    notFound: 'אופס! הדף לא נמצא',
    home: 'קחו אותי הביתה',
    terms: 'תנאי השימוש',
    updated: 'עודכן לאחרונה: ינואר 2025',
    englishOnly: 'בשלב זה המסמך זמין באנגלית בלבד.',
    close: 'סגירה',
    about: 'כל היכרות ראויה להיזכר',
    privacy: 'מדיניות הפרטיות',
  },
  {
    code: 'ar',
    locale: 'ar-EG',
    hero: 'بطاقة أعمالك، دائمًا في جيبك.',
    howItWorks: 'من التسجيل إلى المشاركة في أربع خطوات',
    toastTitle: 'تم بنجاح',
    notFound: 'عذرًا! الصفحة غير موجودة',
    home: 'أعدني إلى الرئيسية',
    terms: 'شروط الخدمة',
    updated: /^آخر تحديث: يناير (2025|٢٠٢٥)$/,
    englishOnly: 'هذا المستند متوفر باللغة الإنجليزية فقط حاليًا.',
    close: 'إغلاق',
    about: 'كل تعارف يستحق أن يُتذكّر',
    privacy: 'سياسة الخصوصية',
  },
] as const;

for (const language of LANGUAGES) {
  test.describe(`the site in ${language.code}`, () => {
    test.use({ locale: language.locale });

    test('the home page reads right to left in the language, its toasts too', async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(PHONE);
      await open(page, '/?success=card_created');
      expect(await htmlLanguage(page)).toEqual({ lang: language.code, dir: 'rtl' });
      await expect(page.getByRole('heading', { level: 1, name: language.hero })).toBeVisible();
      await expect(page.getByRole('heading', { name: language.howItWorks })).toBeAttached();

      // The toast keeps its place at the top centre; its own words and close button follow the
      // language's direction.
      const toast = page.locator('[data-sonner-toast]');
      await expect(toast.getByText(language.toastTitle, { exact: true })).toBeVisible();
      await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('dir', 'rtl');
      const box = await toast.boundingBox();
      expect(box).not.toBeNull();
      if (box) {
        const gap = PHONE.width - (box.x + box.width) - box.x;
        expect(Math.abs(gap)).toBeLessThanOrEqual(2);
      }
      await shot(page, `${language.code}-home-toast-390.png`);
      await page.locator('[data-sonner-toast] [data-close-button]').click();
      await expect(toast).toHaveCount(0);

      await checkAt(page, PHONE, `${language.code}-home`);
      await checkAt(page, DESKTOP, `${language.code}-home`);
    });

    test('the 404 page says so in the language, its 404 whole and left to right', async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await open(page, '/no-such-page');
      expect(await htmlLanguage(page)).toEqual({ lang: language.code, dir: 'rtl' });
      await expect(page.getByRole('heading', { name: language.notFound })).toBeVisible();
      await expect(page.getByRole('link', { name: language.home })).toBeVisible();

      // The digits sit inside the picture, in their order, whatever the page's direction.
      const digits = page.locator('svg text', { hasText: '404' });
      const inside = await digits.evaluate((text) => {
        const svg = text.closest('svg');
        if (!svg) return null;
        const picture = svg.getBoundingClientRect();
        const drawn = text.getBoundingClientRect();
        return {
          within: drawn.left >= picture.left && drawn.right <= picture.right,
          direction: getComputedStyle(text).direction,
        };
      });
      expect(inside).toEqual({ within: true, direction: 'ltr' });

      await checkAt(page, PHONE, `${language.code}-404`);
      await checkAt(page, DESKTOP, `${language.code}-404`);
    });

    test('the Terms of Service open in a dialog that says the text is in English', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await open(page, '/');
        const trigger = page.getByRole('contentinfo').getByRole('button', { name: language.terms });
        await trigger.click();
        const dialog = page.getByRole('dialog', { name: language.terms });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(language.updated)).toBeVisible();
        await expect(dialog.getByText(language.englishOnly)).toBeVisible();
        // The English body is marked as English and reads left to right.
        const body = dialog.locator('[lang="en"]');
        await expect(body).toHaveAttribute('dir', 'ltr');
        await expect(body.getByRole('heading', { name: '1. Acceptance of Terms' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await shot(page, `${language.code}-terms-${viewport.width}.png`);
        await dialog.getByRole('button', { name: language.close, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
      }
    });

    test('the About page and the Privacy Policy page read right to left', async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(PHONE);
      await open(page, '/about');
      expect(await htmlLanguage(page)).toEqual({ lang: language.code, dir: 'rtl' });
      await expect(page.getByRole('heading', { level: 1, name: language.about })).toBeVisible();
      await checkAt(page, PHONE, `${language.code}-about`);
      await checkAt(page, DESKTOP, `${language.code}-about`);

      await page.setViewportSize(PHONE);
      await open(page, '/privacy');
      await expect(page.getByRole('heading', { level: 1, name: language.privacy })).toBeVisible();
      await expect(page.getByText(language.englishOnly)).toBeVisible();
      await expect(page.locator('article [lang="en"]')).toHaveAttribute('dir', 'ltr');
      await checkAt(page, PHONE, `${language.code}-privacy`);
      await checkAt(page, DESKTOP, `${language.code}-privacy`);
    });
  });
}

test('the home page fits a phone and a laptop in the left-to-right languages too', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const [code, hero] of [
    ['de', 'Ihre Visitenkarte, immer in der Tasche.'],
    ['fr', 'Votre carte de visite, toujours dans votre poche.'],
    ['es', 'Tu tarjeta de visita, siempre en el bolsillo.'],
    ['ja', 'あなたの名刺を、いつもポケットに。'],
  ] as const) {
    await page.context().addCookies([{ name: 'cv_lang', value: code, url: baseURL ?? '' }]);
    await page.setViewportSize(PHONE);
    await open(page, '/');
    expect(await htmlLanguage(page)).toEqual({ lang: code, dir: 'ltr' });
    await expect(page.getByRole('heading', { level: 1, name: hero })).toBeVisible();
    await checkAt(page, PHONE, `${code}-home`);
    await checkAt(page, DESKTOP, `${code}-home`);
  }
});
