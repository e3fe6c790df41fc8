import { test, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { usd } from '../support/e2e/billing';
import { open } from '../support/e2e/pages';
import { shot } from '../support/e2e/shots';
import { PHONE } from '../support/e2e/viewports';
import { atOtherWidth } from '../support/e2e/other-width';

/** PRICE_PER_CARD_YEAR of the end-to-end server (the default), below the list price. */
const UNIT_PRICE = 11.88;
const LIST_PRICE = 23.88;

// At a phone's width, where the layout is most at risk; atOtherWidth checks the other at each screen.
test.use({ viewport: PHONE, locale: 'en-US' });

test('the struck-through list price says what it is, and the savings follow the quantity', async ({
  page,
}) => {
  // The journey and its screens at the other width: more than a minute on a busy machine.
  test.setTimeout(120_000);
  await open(page, '/pricing');
  const summary = page.getByRole('region', { name: 'Price' });
  await expect(summary.locator('del').first()).toHaveText(usd(LIST_PRICE));
  await expect(summary).toContainText(
    `Compared with the list price of ${usd(LIST_PRICE)} per card per year, you save ${usd(LIST_PRICE - UNIT_PRICE)} on each card.`,
  );
  await expect(summary).toContainText(`Savings${usd(LIST_PRICE - UNIT_PRICE)}`);
  await expectNoSeriousA11yViolations(page);
  await shot(page.getByRole('region', { name: 'Price' }), `price-one-card-${PHONE.width}.png`);
  await atOtherWidth(page, 'price-one-card', async () => {
    await expect(summary.locator('del').first()).toBeVisible();
    await expect(summary.getByText(/Compared with the list price/)).toBeVisible();
  });

  for (let count = 2; count <= 3; count++) {
    await page.getByRole('button', { name: 'More cards' }).click();
  }
  await expect(summary).toContainText(`3 cards at list price${usd(3 * LIST_PRICE)}`);
  await expect(summary).toContainText(`Savings${usd(3 * (LIST_PRICE - UNIT_PRICE))}`);
  await expect(summary).toContainText(`Total per year${usd(3 * UNIT_PRICE)}`);
  await summary.scrollIntoViewIfNeeded();
  await shot(page, `pricing-${PHONE.width}.png`);
  await atOtherWidth(page, 'pricing', async () => {
    await expect(summary.getByText(/Total per year/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'More cards' })).toBeVisible();
  });
});
