import { test, expect, type Page } from '@playwright/test';
import { open } from '../support/e2e/pages';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { signedInUser } from '../support/e2e/fixtures';
import { jpegWithExif } from '../support/shared/images';
import { atOtherWidth } from '../support/e2e/other-width';
import { PHONE } from '../support/e2e/viewports';
import { shot } from '../support/e2e/shots';

/** A form field by the start of its label ('Company' finds 'Company (optional)'). */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}`) });

const DRAFT = {
  'Full name': 'Grace Hopper',
  'Job title': 'Rear Admiral',
  Company: 'US Navy',
  Bio: 'Found the first actual bug',
  Email: 'grace@example.com',
  Location: 'Arlington',
} as const;

const draftKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('cardvault:card-draft:')),
  );

test.use({ viewport: PHONE, locale: 'en-US' });

test('a card written before the trial survives the checkout, then is saved and the draft is gone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (body.includes('Found the first actual bug')) sent.push(request.url());
  });

  // Without a subscription, the first step My Cards shows is the trial, on the pricing page.
  await open(page, '/');
  await page
    .getByRole('region', { name: 'Your cards' })
    .getByRole('link', { name: 'Start Free Trial' })
    .click();
  await expect(page).toHaveURL(/\/pricing/);

  // Typed straight into the address bar, the editor opens; write a card.
  await open(page, '/create');
  for (const [label, value] of Object.entries(DRAFT)) await field(page, label).fill(value);
  await field(page, 'Phone').pressSequentially('0412345678');
  await page.getByRole('button', { name: 'Change profile picture' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Choose a picture').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpegWithExif(200, 200),
  });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Pending change')).toBeVisible();

  // The draft is kept under this user's id, on this device only.
  expect(await draftKeys(page)).toEqual([`cardvault:card-draft:${user.id}`]);

  // Save bounces to pricing; start the trial through the local checkout.
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page).toHaveURL(/\/pricing/);
  await expect(page.getByText("Let's get you started")).toBeVisible();
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByText('TEST PAYMENT')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment-success/);
  await expect(page.getByRole('heading', { name: 'Your free trial has started!' })).toBeVisible();

  // Back to the editor through the gate: the text is back, the image honestly is not.
  await open(page, '/');
  await page.getByRole('button', { name: 'Create Your First Card' }).click();
  await expect(page).toHaveURL(`${baseURL}/create`);
  const notice = page.getByText('Draft restored').locator('..').locator('..');
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(notice).toContainText('Images you had chosen were not kept');
  for (const [label, value] of Object.entries(DRAFT)) {
    await expect(field(page, label)).toHaveValue(value);
  }
  await expect(field(page, 'Phone')).toHaveValue('0412 345 678');
  await expect(page.getByText('Pending change')).toHaveCount(0);
  // A phone shows the live preview only when asked.
  await page.getByRole('button', { name: 'Show preview' }).click();
  await expect(page.getByRole('article', { name: 'Card preview' })).toContainText('Grace Hopper');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `draft-restored-${PHONE.width}.png`, { fullPage: true });
  // A laptop shows it beside the form unasked.
  await atOtherWidth(page, 'draft-restored', async () => {
    await expect(page.getByText('Draft restored')).toBeVisible();
    await expect(notice).toContainText('Images you had chosen were not kept');
    await expect(page.getByRole('button', { name: /^(Show|Hide) preview$/ })).toBeHidden();
    await expect(page.getByRole('article', { name: 'Card preview' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Card preview' })).toContainText('Grace Hopper');
  });

  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByText('Card created successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect(await draftKeys(page)).toEqual([]);

  // A fresh editor: nothing to restore.
  await open(page, '/create');
  await expect(field(page, 'Full name')).toHaveValue('');
  await expect(page.getByText('Draft restored')).toHaveCount(0);

  // Only the save itself carried the text to the server; no draft was ever sent.
  expect(sent).toEqual([`${baseURL}/api/card/create-card`]);
});

test('Discard empties the form and forgets the draft', async ({ page }) => {
  test.setTimeout(60_000);
  await signedInUser(page, { cards: 2 });
  await open(page, '/create');
  await field(page, 'Full name').fill('Temporary Person');
  await open(page, '/create');
  await expect(page.getByText('Draft restored')).toBeVisible();
  await expect(field(page, 'Full name')).toHaveValue('Temporary Person');
  await page.getByRole('button', { name: 'Discard draft' }).click();
  await expect(field(page, 'Full name')).toHaveValue('');
  await expect(page.getByText('Draft restored')).toHaveCount(0);
  expect(await draftKeys(page)).toEqual([]);
  await open(page, '/create');
  await expect(page.getByText('Draft restored')).toHaveCount(0);
});
