import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createAccount, PASSWORD, uniqueEmail } from '../support/e2e/fixtures';
import { firstLink, waitForMail } from '../support/e2e/mailbox';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

/** The page's language and direction, as the browser has them now. */
const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** Each language's catalogue chunk in the build being tested (Vite's manifest), as a URL path. */
function catalogueChunks(): Record<string, string> {
  const manifest = JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, '..', '..', 'dist', 'web', '.vite', 'manifest.json'),
      'utf8',
    ),
  ) as Record<string, { file: string }>;
  return Object.fromEntries(
    Object.entries(manifest).flatMap(([source, chunk]) => {
      const language = /^\.\.\/shared\/i18n\/messages\/([a-z]+)\.ts$/.exec(source)?.[1];
      return language ? [[language, `/${chunk.file}`]] : [];
    }),
  );
}

/**
 * Every text the page's `#root` shows from the first render on, as it is added: watched from
 * before any script of the page runs.
 */
const watchRenderedTexts = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __renderedTexts: seen });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const text = node.textContent?.trim();
          if (text && (node.parentElement?.closest('#root') || (node as Element).id === 'root')) {
            seen.push(text);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });

const renderedTexts = (page: Page) =>
  page.evaluate(() => (window as { __renderedTexts?: string[] }).__renderedTexts ?? []);

/** The signed-in user's saved language, as the API answers it. */
async function savedLanguage(page: Page): Promise<unknown> {
  const response = await page.request.post('/api/user/get-user', { data: {} });
  return ((await response.json()) as { language: unknown }).language;
}

test.describe('a browser set to Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('signs up, signs in and reaches My Cards, right to left, in Arabic', async ({ page }) => {
    // Several pages, each checked with axe at two widths: ~45 s on two busy cores.
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    const email = uniqueEmail('arabic');

    // The first answer is Arabic already: the server read the browser's Accept-Language.
    const served = await page.goto('/login');
    expect(await served?.text()).toContain('<html lang="ar" dir="rtl">');
    await open(page, '/login');
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page).toHaveTitle(/^تسجيل الدخول/);
    await expect(page.getByRole('heading', { name: 'أهلًا بك!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'القائمة' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-login-390.png', { fullPage: true });
    await atOtherWidth(page, 'arabic-login', async () => {
      await expect(page.getByRole('link', { name: 'تسجيل الدخول' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    });

    // Sign-up: the form's rules speak Arabic too.
    await page.getByRole('button', { name: 'أنشئ حسابًا' }).click();
    await expect(page.getByRole('heading', { name: 'إنشاء حساب' })).toBeVisible();
    await page.getByLabel('البريد الإلكتروني').fill('not-an-address');
    await page.getByLabel('كلمة المرور', { exact: true }).fill('short');
    await page.getByLabel('تأكيد كلمة المرور').fill('other');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page.getByText('أدخل بريدًا إلكترونيًا صالحًا')).toBeVisible();
    await expect(page.getByText('يجب ألّا تقل كلمة المرور عن')).toBeVisible();
    await expect(page.getByText('كلمتا المرور غير متطابقتين')).toBeVisible();
    // The address field reads left to right inside the right-to-left form.
    await expect(page.getByLabel('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
    await page.getByLabel('تأكيد كلمة المرور').fill(PASSWORD);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-sign-up-390.png', { fullPage: true });
    await atOtherWidth(page, 'arabic-sign-up');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page).toHaveURL(/\/email-verification$/);
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.getByRole('heading', { name: 'أرسلنا رسالة التأكيد بنجاح!' })).toBeVisible();
    // The address reads left to right inside the Arabic sentence around it.
    await expect(page.getByTestId('pending-email')).toHaveAttribute('dir', 'ltr');
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-verify-390.png', { fullPage: true });

    // The mail is Arabic too, right to left; its link, then the profile.
    const mail = await waitForMail(email, /^أكّد بريدك الإلكتروني في CardVault$/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    await page.goto(firstLink(mail));
    await expect(page).toHaveURL(/\/complete-profile$/);
    await expect(page.getByRole('heading', { name: 'أكمل ملفك الشخصي' })).toBeVisible();
    await page.getByLabel('الاسم الكامل').fill('ليلى حداد');
    await expect(page.getByText('يُرجى الموافقة على الشروط والأحكام للمتابعة')).toBeVisible();
    await page.getByRole('checkbox', { name: /أوافق على/ }).check();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-complete-profile-390.png', { fullPage: true });
    await atOtherWidth(page, 'arabic-complete-profile');
    await page.getByRole('button', { name: 'إكمال الملف الشخصي' }).click();
    await expect(page.getByText('اكتمل ملفك الشخصي بنجاح!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Signed in: the header is Arabic, and the language the app was shown in is now the
    // profile's, for the user's mails and other devices.
    const nav = page.getByRole('navigation', { name: 'قائمة الجوال' });
    await page.getByRole('button', { name: 'القائمة' }).click();
    await expect(nav.getByRole('link', { name: 'بطاقاتي' })).toBeVisible();
    await expect.poll(() => savedLanguage(page)).toBe('ar');
    // Sign Out's arrow points the way Arabic reads.
    await expect(nav.locator('xpath=..').locator('.lucide-log-out')).toHaveCSS(
      'transform',
      'matrix(-1, 0, 0, 1, 0, 0)',
    );
    await shot(page, 'arabic-my-cards-menu-390.png', { fullPage: true });
    await page.getByRole('button', { name: 'القائمة' }).click();
    await atOtherWidth(page, 'arabic-my-cards', async () => {
      const bar = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
      await expect(bar.getByRole('link', { name: 'بطاقاتي' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'قائمة المستخدم' })).toBeVisible();
    });

    // Signed out and in again: the refusal and the success, in Arabic.
    await page.context().clearCookies();
    await open(page, '/login');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(
      page.getByText(
        'تعذّر تسجيل الدخول: البريد الإلكتروني أو كلمة المرور غير صحيحة. يُرجى المحاولة مرة أخرى.',
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'arabic-sign-in-refused-390.png', { fullPage: true });
    await page.getByLabel('كلمة المرور', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

test.describe('a browser set to German', () => {
  test.use({ locale: 'de-DE' });

  test('loads German’s messages only, beside the app’s script, with no English shown first', async ({
    page,
  }) => {
    const chunks = catalogueChunks();
    expect(Object.keys(chunks).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'he', 'ja']);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
    });
    await watchRenderedTexts(page);
    await page.setViewportSize(DESKTOP);

    // The server names the German chunk in the page itself, so it loads beside the entry.
    const served = await page.goto('/login');
    const html = (await served?.text()) ?? '';
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="${chunks.de}">`);
    expect(html).not.toContain(chunks.en);
    await expect(page.getByRole('heading', { name: 'Willkommen!' })).toBeVisible();

    // Fetched once (the preload is the one the app's import uses), and no other language at all.
    expect(scripts.filter((script) => script === chunks.de)).toHaveLength(1);
    for (const [language, chunk] of Object.entries(chunks)) {
      if (language !== 'de') expect(scripts, `${language} loaded`).not.toContain(chunk);
    }
    // The first render was German already: no English text came and went.
    const texts = (await renderedTexts(page)).join('\n');
    expect(texts).toContain('Willkommen!');
    expect(texts).not.toMatch(/Hey there!|Sign In|Forgot password/);
    expect(refused).toEqual([]);

    // English is a chunk like the others: chosen, it loads then, and the page reads English.
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();
    expect(scripts).toContain(chunks.en);
  });

  test('shows the app in English when German’s messages cannot be loaded', async ({ page }) => {
    const chunks = catalogueChunks();
    await page.route(`**${chunks.de}`, (route) => route.abort());
    await page.setViewportSize(DESKTOP);
    await open(page, '/login');
    await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
  });
});

test.describe('the language menu', () => {
  test.use({ locale: 'en-US' });

  test('changes the language at once, keeps it for the next visit, and never in the address', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/login');
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await expect(page.getByRole('heading', { name: 'Willkommen!' })).toBeVisible();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await expect(page).toHaveURL(/\/login$/);

    // The next page the server serves is German, whatever the browser asks for.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Willkommen!' })).toBeVisible();
    const served = await page.request.get('/login', { headers: { 'accept-language': 'en' } });
    expect(await served.text()).toContain('<html lang="de" dir="ltr">');

    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('he');
    await expect(page.getByRole('heading', { name: 'שלום!' })).toBeVisible();
    expect(await htmlLanguage(page)).toEqual({ lang: 'he', dir: 'rtl' });
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'menu-hebrew-login-1280.png', { fullPage: true });
    await page.getByRole('combobox', { name: 'שפה' }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Hey there!' })).toBeVisible();
  });

  test('keeps a signed-in user’s choice in their profile, for their other devices', async ({
    page,
    browser,
  }) => {
    const user = await createAccount();
    await page.setViewportSize(DESKTOP);
    await open(page, '/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
    const bar = page.getByRole('navigation', { name: 'メイン' });
    await expect(bar.getByRole('link', { name: 'マイカード' })).toBeVisible();
    await expect.poll(() => savedLanguage(page)).toBe('ja');

    // Another device, a browser in English, no language cookie: the profile's language wins.
    const other = await browser.newContext({ locale: 'en-US', viewport: DESKTOP });
    try {
      const phone = await other.newPage();
      await open(phone, '/login');
      await phone.getByLabel('Email').fill(user.email);
      await phone.getByLabel('Password', { exact: true }).fill(user.password);
      await phone.getByRole('button', { name: 'Sign In' }).click();
      await expect(
        phone.getByRole('navigation', { name: 'メイン' }).getByRole('link', { name: 'マイカード' }),
      ).toBeVisible();
      expect(await htmlLanguage(phone)).toEqual({ lang: 'ja', dir: 'ltr' });
      await shot(phone, 'menu-japanese-my-cards-1280.png', { fullPage: true });
    } finally {
      await other.close();
    }

    // Between the tablet and laptop widths the bar is full: the user menu has the languages.
    await page.setViewportSize({ width: 800, height: DESKTOP.height });
    await expect(page.getByRole('combobox', { name: '言語' })).toBeHidden();
    await page.getByRole('button', { name: 'ユーザーメニュー' }).click();
    await page.getByRole('menuitem', { name: /言語/ }).click();
    await expect(page.getByRole('menuitemradio', { name: '日本語' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'user-menu-languages-800.png');
    // By keyboard: a pointer crossing the menu towards the submenu is the library's to judge.
    await page.getByRole('menuitemradio', { name: 'Español' }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Mis tarjetas' }),
    ).toBeVisible();
    await expect.poll(() => savedLanguage(page)).toBe('es');
  });
});
