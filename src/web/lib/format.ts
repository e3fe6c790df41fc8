/**
 * How the app writes money, dates and sizes. Dates are US English, as the product's texts are
 * (docs/product.md#screens-subscription); money is written the way the browser's locale writes
 * it, in the currency the server prices in.
 */

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in an ISO 4217 currency: '$1,234.50' (en-US, USD), '1.234,50 €' (de-DE, EUR),
 * 'USD 11.88' (en-AU, where '$' would read as Australian dollars). `locale` defaults to the
 * browser's.
 */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const key = `${locale ?? ''}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}

type DateInput = string | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An API time in epoch seconds as a Date. */
export const fromEpochSeconds = (seconds: number) => new Date(seconds * 1000);

/** 'January 5, 2027', or 'N/A' when missing. */
export const formatLongDate = (value: DateInput) => {
  const date = toDate(value);
  return date ? LONG_DATE.format(date) : 'N/A';
};

/** 'Jan 5, 2027', or 'N/A' when missing. */
export const formatShortDate = (value: DateInput) => {
  const date = toDate(value);
  return date ? SHORT_DATE.format(date) : 'N/A';
};

/** 'Jan 5, 2027, 3:04 PM', or 'N/A' when missing. */
export const formatDateTime = (value: DateInput) => {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : 'N/A';
};

/** '12 bytes', '340 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}
