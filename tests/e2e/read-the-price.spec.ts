import { test, expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { usd } from '../support/e2e-billing';
import { open } from '../support/e2e-pages';
import { shot } from '../support/shots';
import { VIEWPORTS } from '../support/viewports';

/** PRICE_PER_CARD_YEAR of the end-to-end server (the default), below the list price. */
const UNIT_PRICE = 11.88;
const LIST_PRICE = 23.88;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, locale: 'en-US' });

    test('the struck-through list price says what it is, and the savings follow the quantity', async ({
      page,
    }) => {
      await open(page, '/pricing');
      const summary = page.getByRole('region', { name: 'Price' });
      await expect(summary.locator('del').first()).toHaveText(usd(LIST_PRICE));
      await expect(summary).toContainText(
        `Compared with the list price of ${usd(LIST_PRICE)} per card per year, you save ${usd(LIST_PRICE - UNIT_PRICE)} on each card.`,
      );
      await expect(summary).toContainText(`Savings${usd(LIST_PRICE - UNIT_PRICE)}`);
      await expectNoSeriousA11yViolations(page);
      await shot(
        page.getByRole('region', { name: 'Price' }),
        `price-one-card-${viewport.width}.png`,
      );

      for (let count = 2; count <= 3; count++) {
        await page.getByRole('button', { name: 'More cards' }).click();
      }
      await expect(summary).toContainText(`3 cards at list price${usd(3 * LIST_PRICE)}`);
      await expect(summary).toContainText(`Savings${usd(3 * (LIST_PRICE - UNIT_PRICE))}`);
      await expect(summary).toContainText(`Total per year${usd(3 * UNIT_PRICE)}`);
      await summary.scrollIntoViewIfNeeded();
      await shot(page, `pricing-${viewport.width}.png`);
    });
  });
}
