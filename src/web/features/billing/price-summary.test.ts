import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../shared/i18n/messages/en';
import { PriceSummary } from './price-summary';

/** Dollars as this process's locale writes them (as the page does a browser's), spaces plain. */
const usd = (amount: number) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' })
    .format(amount)
    .replace(/\s/g, ' ');

/** The summary as a visitor reads it: its text, and what is struck through. */
function summaryOf(unitPrice: number, quantity: number) {
  const html = renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale: 'en', messages: en },
      createElement(PriceSummary, {
        quantity,
        pricing: { unit_price: unitPrice, currency: 'USD' },
        loading: false,
      }),
    ),
  );
  return {
    text: html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
    struck: [...html.matchAll(/<del[^>]*>([^<]*)<\/del>/g)].map((match) =>
      (match[1] ?? '').replace(/\s/g, ' '),
    ),
  };
}

describe('the price summary of the pricing page', () => {
  it('below the list price: the list price struck through, what it is compared with, and the savings', () => {
    const { text, struck } = summaryOf(11.88, 2);
    expect(struck).toEqual([usd(23.88), usd(47.76)]);
    expect(text).toContain(
      `Compared with the list price of ${usd(23.88)} per card per year, you save ${usd(12)} on each card.`,
    );
    expect(text).toContain(`Savings ${usd(24)}`);
    expect(text).toContain(`Total per year ${usd(23.76)}`);
  });

  it('at or above the list price: no struck-through price, no comparison and no savings', () => {
    for (const unitPrice of [23.88, 30]) {
      const { text, struck } = summaryOf(unitPrice, 2);
      expect(struck, String(unitPrice)).toEqual([]);
      expect(text).not.toMatch(/list price|Savings|save/i);
      expect(text).toContain(`Total per year ${usd(2 * unitPrice)}`);
    }
  });
});
