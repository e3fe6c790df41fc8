import { test, expect, type Page } from '@playwright/test';
import ja from '../../src/shared/i18n/messages/ja';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { grantSubscription, PASSWORD, uniqueEmail } from '../support/e2e/fixtures';
import { firstLink, waitForMail } from '../support/e2e/mailbox';
import { atOtherWidth } from '../support/e2e/other-width';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';

/**
 * One person's way through CardVault in Japanese: sign-up, the editor, the public card page and the
 * share page. The words the test looks for are the Japanese catalogue's own, so the journey checks
 * that each screen shows them, whoever words the translation.
 */

const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** The words a message wraps in `<tag>…</tag>` (the sign-up link inside its sentence). */
const tagged = (message: string, tag: string) =>
  new RegExp(`<${tag}>(.*?)</${tag}>`).exec(message)?.[1] ?? message;

/** A form field by the start of its label (a label may add a hint after the name). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

test.use({ locale: 'ja-JP' });

test('signs up, makes a card, and opens its public page and its share page, in Japanese', async ({
  page,
  baseURL,
}) => {
  // Four screens, each checked with axe at two widths, and a mailed link: ~60 s when busy.
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  const email = uniqueEmail('japanese');

  // Sign-up: the server answers in Japanese from the browser's Accept-Language.
  await open(page, '/login');
  expect(await htmlLanguage(page)).toEqual({ lang: 'ja', dir: 'ltr' });
  await expect(page.getByRole('heading', { name: ja['auth.signIn.title'] })).toBeVisible();
  await page.getByRole('button', { name: tagged(ja['auth.noAccount'], 'button') }).click();
  await expect(page.getByRole('heading', { name: ja['auth.signUp.title'] })).toBeVisible();
  await page.getByLabel(ja['field.email']).fill(email);
  await page.getByLabel(ja['field.password'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(ja['field.confirmPassword']).fill(PASSWORD);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'japanese-sign-up-390.png', { fullPage: true });
  await page.getByRole('button', { name: ja['auth.createAccountButton'] }).click();
  await expect(page).toHaveURL(/\/email-verification$/);

  // The mail is Japanese too; its link leads to the profile.
  const mail = await waitForMail(email, /CardVault/);
  expect(mail.html).toContain('<html lang="ja" dir="ltr">');
  await page.goto(firstLink(mail));
  await expect(page).toHaveURL(/\/complete-profile$/);
  await page.getByLabel(ja['field.fullName']).fill('山田 花子');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: ja['profile.completeButton'] }).click();
  await expect(page).toHaveURL(/\/$/);

  // A subscription, as checkout would give one, then the editor.
  const user = (await (
    await page.request.post('/api/user/get-user', { data: {}, headers: { origin: baseURL ?? '' } })
  ).json()) as { id: string; language: string };
  expect(user.language).toBe('ja');
  await grantSubscription(user.id, 2);
  await open(page, '/create');
  await expect(
    page.getByRole('heading', { name: ja['editor.createTitle'], level: 1 }),
  ).toBeVisible();
  await field(page, ja['editor.field.fullName']).fill('山田 花子');
  await field(page, ja['editor.field.jobTitle']).fill('プロダクトマネージャー');
  await field(page, ja['editor.field.company']).fill('株式会社サンプル');
  await field(page, ja['editor.field.email']).fill('hanako@example.com');
  await field(page, ja['editor.field.phone']).pressSequentially('+81312345678');
  await field(page, ja['editor.field.location']).fill('東京都渋谷区');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'japanese-editor-390.png', { fullPage: true });
  await atOtherWidth(page, 'japanese-editor');
  await page.getByRole('button', { name: ja['editor.saveCard'] }).click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  const cards = (await (
    await page.request.post('/api/card/list-user-cards', {
      data: { page: 1, pageSize: 10 },
      headers: { origin: baseURL ?? '' },
    })
  ).json()) as { items: { id: string; fullName: string }[] };
  expect(cards.items.map((card) => card.fullName)).toEqual(['山田 花子']);
  const id = cards.items[0]?.id ?? '';

  // The public card page, as a visitor's phone reads it: Japanese around the card's own words.
  const served = await page.request.get(`/showcase?id=${id}`);
  expect(await served.text()).toContain('lang="ja"');
  await open(page, `/showcase?id=${id}`);
  await expect(page.getByRole('heading', { name: '山田 花子' })).toBeVisible();
  await expect(page.getByText('株式会社サンプル').first()).toBeVisible();
  await expect(page.getByText(ja['publicPage.saveContact']).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'japanese-card-page-390.png', { fullPage: true });
  await atOtherWidth(page, 'japanese-card-page');

  // The share page: every way to hand the card on, in Japanese.
  await open(page, `/share?id=${id}`);
  await expect(page.getByRole('heading', { name: ja['share.title'], level: 1 })).toBeVisible();
  expect(await htmlLanguage(page)).toEqual({ lang: 'ja', dir: 'ltr' });
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'japanese-share-390.png', { fullPage: true });
  await atOtherWidth(page, 'japanese-share');
});
