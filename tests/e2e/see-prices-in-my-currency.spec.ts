import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/e2e/axe';
import { makeAdmin, signedInUser } from '../support/e2e/fixtures';
import { open } from '../support/e2e/pages';
import { atOtherWidth } from '../support/e2e/other-width';
import { PHONE } from '../support/e2e/viewports';
import de from '../../src/shared/i18n/messages/de';
import en from '../../src/shared/i18n/messages/en';

/** CURRENCY and PRICE_PER_CARD_YEAR of the end-to-end server (the defaults). */
const CURRENCY = 'USD';
const UNIT_PRICE = 11.88;
const LIST_PRICE = 23.88;

async function pricing(page: Page) {
  const response = await page.request.get('/api/payments/get-pricing');
  expect(response.status()).toBe(200);
  return (await response.json()) as { unit_price: number; currency: string };
}

/** The pricing page's and the landing page's words in the browser's language (German for de-DE). */
const PRICING_WORDS = {
  en: {
    price: 'Price',
    ourPrice: 'Our price: ',
    more: 'More cards',
    savings: 'Savings',
    total: 'Total per year',
    landing: 'Simple pricing, per card',
    then: (price: string) => `Then ${price} per card per year`,
  },
  de: {
    price: 'Preis',
    ourPrice: 'Unser Preis: ',
    more: 'Mehr Karten',
    savings: 'Ersparnis',
    total: 'Gesamt pro Jahr',
    landing: 'Einfache Preise, pro Karte',
    then: (price: string) => `Danach ${price} pro Karte und Jahr`,
  },
} as const;

for (const locale of ['en-US', 'de-DE', 'en-AU'] as const) {
  const money = (amount: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }).format(amount);
  const words = PRICING_WORDS[locale === 'de-DE' ? 'de' : 'en'];

  test.describe(`in ${locale}`, () => {
    // At a phone's width, where the prices wrap first; the product's own locale checks the other
    // width at each screen, the others show the locale's way of writing money.
    test.use({ viewport: PHONE, locale });

    test('the pricing page and the landing page write prices with their currency', async ({
      page,
    }) => {
      // The journey and its screens at the other width: more than a minute on a busy machine.
      test.setTimeout(120_000);
      expect(await pricing(page)).toEqual({ unit_price: UNIT_PRICE, currency: CURRENCY });
      await open(page, '/pricing');
      const summary = page.getByRole('region', { name: words.price, exact: true });
      await expect(summary.locator('del').first()).toHaveText(money(LIST_PRICE));
      await expect(summary).toContainText(`${words.ourPrice}${money(UNIT_PRICE)}`);
      await page.getByRole('button', { name: words.more }).click();
      await expect(summary).toContainText(
        `${words.savings}${money(2 * LIST_PRICE - 2 * UNIT_PRICE)}`,
      );
      await expect(summary).toContainText(`${words.total}${money(2 * UNIT_PRICE)}`);
      await expectNoSeriousA11yViolations(page);
      if (locale === 'en-US') {
        await atOtherWidth(page, 'prices-pricing', async () => {
          await expect(summary.locator('del').first()).toBeVisible();
          await expect(summary.getByText(/Total per year/)).toBeVisible();
        });
      }

      await open(page, '/#pricing');
      const block = page.getByRole('region', { name: words.landing });
      await expect(block).toContainText(words.then(money(UNIT_PRICE)));
      await expectNoSeriousA11yViolations(page);
      if (locale === 'en-US') {
        await atOtherWidth(page, 'prices-landing', async () => {
          await expect(block.getByText(words.then(money(UNIT_PRICE)))).toBeVisible();
        });
      }
    });
  });

  test(`in ${locale} the admin's revenue figures carry the currency`, async ({ browser }) => {
    const page = await browser.newPage({ locale });
    const admin = await signedInUser(page, { cards: 1, status: 'active' });
    await makeAdmin(admin.id);
    await open(page, '/admin/subscriptions');
    // The console in the browser's language: its own words around the money.
    const catalogue = locale === 'de-DE' ? de : en;
    const figures = page.getByRole('region', { name: catalogue['admin.stats.label'] });
    await expect(figures).toContainText(
      catalogue['admin.stats.perCard'].replace('{price}', money(UNIT_PRICE)),
    );
    await page.close();
  });
}
