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
    governs: 'זהו תרגום. אם הוא שונה מהנוסח האנגלי, הנוסח האנגלי הוא הקובע.',
    termsFirst: '1. הסכמה לתנאים',
    privacyFirst: '1. פרטי החשבון',
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
    governs: 'هذه ترجمة. وإذا اختلفت عن النسخة الإنجليزية، فالنسخة الإنجليزية هي المعتمدة.',
    termsFirst: '1. قبول الشروط',
    privacyFirst: '1. معلومات الحساب',
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

    test('the Terms of Service open in a dialog in the language, right to left', async ({
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
        // The translation, in its language and direction, says that the English version governs.
        await expect(dialog.getByText(language.governs)).toBeVisible();
        const body = dialog.locator(`[lang="${language.code}"]`);
        await expect(body).toHaveAttribute('dir', 'rtl');
        await expect(body.getByRole('heading', { name: language.termsFirst })).toBeVisible();
        // The list of prohibited uses is indented from the right, its bullets on the right.
        const list = body.locator('ul');
        await expect(list.locator('li')).toHaveCount(6);
        expect(
          await list.evaluate((ul) => {
            const style = getComputedStyle(ul);
            return { start: style.paddingRight !== '0px', end: style.paddingLeft };
          }),
        ).toEqual({ start: true, end: '0px' });
        await expectNoSeriousA11yViolations(page);
        await shot(page, `${language.code}-terms-${viewport.width}.png`);
        await list.scrollIntoViewIfNeeded();
        await shot(page, `${language.code}-terms-list-${viewport.width}.png`);
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
      await expect(page.getByText(language.governs)).toBeVisible();
      const body = page.locator(`article [lang="${language.code}"]`);
      await expect(body).toHaveAttribute('dir', 'rtl');
      await expect(
        body.getByRole('heading', { level: 2, name: language.privacyFirst }),
      ).toBeVisible();
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

test.describe('the legal texts in German', () => {
  test.use({ locale: 'de-DE' });

  test('the Privacy Policy page and the Terms of Service dialog read in German', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    await open(page, '/privacy');
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeVisible();
    await expect(page.getByText('Zuletzt aktualisiert: Januar 2025')).toBeVisible();
    const body = page.locator('article [lang="de"]');
    await expect(body).toHaveAttribute('dir', 'ltr');
    await expect(body.getByRole('heading', { level: 2, name: '1. Kontodaten' })).toBeVisible();
    await expect(body.getByRole('heading', { level: 2 })).toHaveCount(15);
    // The figures are the product's own: a session's 30 days, the counters' 24 to 25 hours.
    await expect(body).toContainText('30 Tage lang');
    await expect(body).toContainText('zwischen 24 und 25 Stunden');
    await expect(
      page.getByText(
        'Weicht sie von der englischen Fassung ab, ist die englische Fassung maßgeblich.',
        {
          exact: false,
        },
      ),
    ).toBeVisible();
    await checkAt(page, PHONE, 'de-privacy');
    await checkAt(page, DESKTOP, 'de-privacy');

    // The translation is a chunk of its own: slowed down, the dialog says it is loading first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/terms-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await open(page, '/');
      const trigger = page
        .getByRole('contentinfo')
        .getByRole('button', { name: 'Nutzungsbedingungen' });
      await trigger.click();
      const dialog = page.getByRole('dialog', { name: 'Nutzungsbedingungen' });
      if (viewport === PHONE) {
        await expect(dialog.getByRole('status')).toHaveText('Wird geladen…');
        await shot(page, 'de-terms-loading-390.png');
        release();
      }
      const terms = dialog.locator('[lang="de"]');
      await expect(
        terms.getByRole('heading', { level: 3, name: '1. Annahme der Bedingungen' }),
      ).toBeVisible();
      await expect(terms.getByRole('heading', { level: 3 })).toHaveCount(10);
      await expect(terms.locator('li')).toHaveCount(6);
      await expectNoSeriousA11yViolations(page);
      await shot(page, `de-terms-${viewport.width}.png`);
      await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('a legal dialog open while the language changes reads in the new language', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Datenschutzerklärung' })
      .click();
    const german = page.getByRole('dialog', { name: 'Datenschutzerklärung' });
    await expect(german.getByRole('heading', { name: '1. Kontodaten' })).toBeVisible();

    // The language menu sits behind the dialog; choosing from it as the profile's saved language
    // would (useProfileLanguage) changes the language under the open dialog.
    await page.locator('[data-testid="language-menu"]:visible').selectOption('ar', { force: true });
    await expect.poll(() => htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    const arabic = page.getByRole('dialog', { name: 'سياسة الخصوصية' });
    await expect(arabic.getByRole('heading', { name: '1. معلومات الحساب' })).toBeVisible();
    await expect(arabic.locator('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    await shot(page, 'de-to-ar-privacy-dialog-1280.png');
    // Closed, it gives the focus back to the link that opened it, now in Arabic.
    await arabic.getByRole('button', { name: 'إغلاق', exact: true }).click();
    await expect(arabic).toBeHidden();
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'سياسة الخصوصية' }),
    ).toBeFocused();
  });
});

test.describe('the legal texts in the pseudo-locale', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cv_pseudo', value: '1', url: baseURL ?? '' }]);
  });

  test('the page and its dialogs read the English source, marked as English', async ({ page }) => {
    // The pseudo-locale is English underneath: its chrome is the catalogue's, accented; the text
    // is the English document, with no line about a translation.
    await page.setViewportSize(PHONE);
    await open(page, '/privacy');
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText('⟦');
    const body = page.locator('article [lang="en"]');
    await expect(body).toHaveAttribute('dir', 'ltr');
    await expect(body.getByRole('heading', { name: '1. Account Information' })).toBeVisible();
    // The catalogue's words on the page are its title and date only: no line about a translation.
    expect(
      await page
        .locator('article')
        .evaluate(
          (article) =>
            [...article.querySelectorAll('h1, p, div')]
              .filter((element) => element.childElementCount === 0)
              .filter((element) => element.textContent?.includes('⟦')).length,
        ),
    ).toBe(2);
    await shot(page, 'pseudo-privacy-390.png', { fullPage: true });

    await open(page, '/');
    // The footer's first legal link: the Terms of Service.
    await page.getByRole('contentinfo').locator('button[aria-haspopup="dialog"]').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 2 })).toContainText('⟦');
    const terms = dialog.locator('[lang="en"]');
    await expect(terms).toHaveAttribute('dir', 'ltr');
    await expect(terms.getByRole('heading', { name: '1. Acceptance of Terms' })).toBeVisible();
    await shot(page, 'pseudo-terms-390.png');
  });
});
