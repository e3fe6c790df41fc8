import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, signedInUser } from '../support/e2e/fixtures';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { DESKTOP, PHONE } from '../support/e2e/viewports';

const ARABIC = {
  fullName: 'غريس هوبر',
  jobTitle: 'أميرال بحري',
  company: 'البحرية الأمريكية',
  location: 'أرلينغتون، فرجينيا',
  bio: 'رائدة في برمجة الحاسوب.',
};

const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/**
 * A card in English and Arabic (docs/product.md#card-languages): its owner adds the Arabic text in
 * the editor; a visitor whose browser asks for Arabic reads the page right to left in Arabic,
 * with the card's switcher and its hreflang alternates, then switches to English.
 */
test('an owner adds Arabic to a card, and an Arabic visitor reads it, then switches to English', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signedInUser(page, { cards: 2 });
  const { id } = await createCard(page, {
    fullName: 'Grace Hopper',
    jobTitle: 'Rear Admiral',
    company: 'United States Navy',
    bio: 'Pioneer of computer programming.',
    location: 'Arlington, Virginia',
    website: 'https://www.example.com',
  });

  // The editor: the languages section adds Arabic and saves it on its own.
  await open(page, `/update?id=${id}`);
  const languages = page.getByRole('region', { name: 'Languages', exact: true });
  await expect(page.getByLabel('Language of the text above')).toHaveValue('en');
  await page.getByLabel('Language to add').selectOption('ar');
  await page.getByRole('button', { name: 'Add a language' }).click();
  const arabic = page.getByRole('group', { name: 'Text in العربية' });
  for (const [field, label] of [
    ['fullName', 'Full name'],
    ['jobTitle', 'Job title'],
    ['company', 'Company'],
    ['location', 'Location'],
    ['bio', 'Bio'],
  ] as const) {
    await arabic.getByLabel(label).fill(ARABIC[field]);
  }
  await expect(arabic.getByLabel('Full name')).toHaveAttribute('dir', 'rtl');
  await expectNoSeriousA11yViolations(page);
  await shot(languages, 'card-languages-editor-1280.png');
  await page.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(page);
  await shot(languages, 'card-languages-editor-390.png');
  await page.getByRole('button', { name: 'Save languages' }).click();
  await expect(page.getByText('Languages saved')).toBeVisible();

  // A visitor whose browser speaks Arabic.
  const context = await browser.newContext({ locale: 'ar-EG', viewport: PHONE });
  const visitor = await context.newPage();
  const served = await visitor.goto(`/showcase?id=${id}`);
  const html = (await served?.text()) ?? '';
  expect(html).toContain('<html lang="ar" dir="rtl"');
  expect(html).toMatch(new RegExp(`hreflang="ar" href="[^"]+/showcase\\?id=${id}&amp;lang=ar"`));
  expect(html).toMatch(new RegExp(`hreflang="en" href="[^"]+/showcase\\?id=${id}&amp;lang=en"`));
  expect(html).toMatch(new RegExp(`hreflang="x-default" href="[^"]+/showcase\\?id=${id}"`));
  expect(await htmlLanguage(visitor)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(visitor.getByRole('heading', { name: ARABIC.fullName })).toBeVisible();
  await expect(visitor.getByText(ARABIC.jobTitle)).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'حفظ جهة الاتصال' })).toHaveAttribute(
    'href',
    `/api/card/get-vcard?id=${id}&lang=ar`,
  );
  const switcher = visitor.getByRole('navigation', { name: 'هذه البطاقة بـ' });
  await expect(switcher.getByRole('link', { name: 'العربية' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // The page's language menu: every language, named in itself.
  const menu = visitor.locator('summary', { hasText: 'اللغة' });
  await menu.click();
  await expect(visitor.getByRole('link', { name: '日本語' })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await shot(visitor, 'card-in-arabic-menu-390.png');
  await menu.click();
  await expect(visitor.getByRole('link', { name: '日本語' })).toBeHidden();
  await expectNoSeriousA11yViolations(visitor);
  await shot(visitor, 'card-in-arabic-390.png', { fullPage: true });
  await atOtherWidth(visitor, 'card-in-arabic', async () => {
    await expect(visitor.getByRole('heading', { name: ARABIC.fullName })).toBeVisible();
  });

  // Switching to English: the address names the language, the page reads left to right.
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/showcase\\?id=${id}&lang=en$`));
  expect(await htmlLanguage(visitor)).toEqual({ lang: 'en', dir: 'ltr' });
  await expect(visitor.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Save contact' })).toHaveAttribute(
    'href',
    `/api/card/get-vcard?id=${id}&lang=en`,
  );
  await expect(
    visitor
      .getByRole('navigation', { name: 'This card in' })
      .getByRole('link', { name: 'English' }),
  ).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousA11yViolations(visitor);
  await shot(visitor, 'card-in-english-390.png', { fullPage: true });
  await atOtherWidth(visitor, 'card-in-english');
  await context.close();
});
