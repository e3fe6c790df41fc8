import { expect, type Page } from '@playwright/test';
import type { SubscriptionDetails } from '../../../src/shared/billing';
import { baseURL } from '../../../playwright.config';

/** The signed-in user's subscription details, as the API answers them. */
export async function subscriptionDetails(page: Page): Promise<SubscriptionDetails> {
  const response = await page.request.post('/api/payments/get-subscription-details', {
    headers: { origin: baseURL },
    data: {},
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as SubscriptionDetails;
}

/** 'January 5, 2027', as the app writes dates. */
export const longDate = (value: string | Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(value));

/** A date `days` after another. */
export const daysAfter = (value: string | Date, days: number) =>
  new Date(new Date(value).getTime() + days * 86_400_000);

/** An amount of US dollars as a browser in the en-US locale writes it: '$23.76'. */
export const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
