import { test, expect } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { createCard, grantSubscription, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { atOtherWidth } from '../support/e2e/other-width';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';

const MAX_CARDS_MESSAGE =
  'You have reached the maximum number of cards, please add more cards to your subscription';
const NOTICE = 'You have more cards than your subscription pays for';

// The notices are longest on a phone; the other width is checked at each screen.
test.use({ viewport: PHONE, locale: 'en-US' });

test('after the paid number of cards drops below the cards held, the app says so and locks new cards and premium designs until one is deleted', async ({
  page,
}) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(180_000);
  const user = await signedInUser(page, { cards: 3, status: 'active' });
  const cards = [];
  for (const fullName of ['Ada Lovelace', 'Charles Babbage', 'Mary Somerville']) {
    cards.push(await createCard(page, { fullName }));
  }
  // The payment provider reports two cards from now on.
  await grantSubscription(user.id, 2, 'active');

  await open(page, '/');
  const notice = page.getByText(NOTICE).locator('..');
  await expect(notice).toContainText(
    'Your subscription now pays for 2 cards, and you have 3 cards.',
  );
  await expect(notice).toContainText(
    'Until you are back within 2 cards, you cannot create cards or choose premium designs. Your cards and their public pages keep working.',
  );
  await expect(notice).toContainText('Delete 1 card, or add cards on the Pricing page.');
  await expect(page.getByRole('link', { name: 'Add cards' })).toHaveAttribute('href', '/pricing');
  await expectNoSeriousA11yViolations(page);
  await shot(page, `over-allocation-my-cards-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'over-allocation-my-cards', async () => {
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add cards' })).toBeVisible();
  });

  // No new card: the server refuses it with the message of docs/product.md.
  const refused = await page.request.post('/api/card/create-card', {
    headers: { origin: baseURL },
    multipart: {
      fullName: 'Caroline Herschel',
      jobTitle: 'Astronomer',
      email: 'caroline@example.com',
      phone: '0412 345 678',
      location: 'Bath',
    },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'MAX_CARDS', message: MAX_CARDS_MESSAGE });

  await open(page, '/subscription');
  await expect(page.getByText(NOTICE)).toBeVisible();
  await expect(page.getByText('Used 3 of 2 cards')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, `over-allocation-subscription-${PHONE.width}.png`, { fullPage: true });
  await atOtherWidth(page, 'over-allocation-subscription', async () => {
    await expect(page.getByText(NOTICE)).toBeVisible();
    await expect(page.getByText('Used 3 of 2 cards')).toBeVisible();
  });

  // The editor keeps the card's design and locks the premium ones.
  const [first, , third] = cards;
  if (!first || !third) throw new Error('three cards were made');
  await open(page, `/update?id=${first.id}`);
  await expect(page.getByText('Premium designs are locked')).toBeVisible();
  await expect(
    page.getByText(/You have more cards than your subscription pays for, so premium/),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /Bold banner/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Minimal/ })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await atOtherWidth(page, 'over-allocation-editor', async () => {
    await expect(page.getByText('Premium designs are locked')).toBeVisible();
    await expect(
      page.getByText(/You have more cards than your subscription pays for, so premium/),
    ).toBeVisible();
  });

  // The extra card's public page keeps working (docs/decisions/0026).
  const publicPage = await page.request.get(`/showcase?id=${third.id}`);
  expect(publicPage.status()).toBe(200);

  // One card deleted: back within the allocation, the notice goes and premium opens again.
  const deleted = await page.request.post('/api/card/delete-card', {
    headers: { origin: baseURL },
    data: { id: third.id, userId: user.id },
  });
  expect(deleted.status()).toBe(200);
  await open(page, `/update?id=${first.id}`);
  await expect(page.getByRole('radio', { name: /Bold banner/ })).toBeEnabled();
  await expect(page.getByText('Premium designs are locked')).toHaveCount(0);
  await open(page, '/');
  await expect(page.getByRole('heading', { name: "You're out of slots" })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);
});
