/**
 * How the app writes money, dates, numbers, lists and sizes: in the active language
 * (docs/ARCHITECTURE.md, "Languages"). In English dates are US English, as the product's texts
 * are (docs/product.md#screens-subscription); money is written the way the reader's locale writes
 * it, in the currency the server prices in. A change of language mounts the app again, so every
 * formatter reads the language when it is called.
 */
import { activeLanguage, translate } from './i18n/intl';

/**
 * The locale that writes the active language: the language itself, as the messages are formatted
 * (so a sentence never mixes two kinds of digits), except that English takes the browser's own
 * variant (`en-AU`), which decides how a currency is named.
 */
export function activeLocale(): string {
  const language = activeLanguage();
  if (language !== 'en') return language;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return preferred.find((tag) => /^en-/i.test(tag)) ?? language;
}

/** Dates in English stay US English; another language writes them its own way. */
const dateLocale = () => (activeLanguage() === 'en' ? 'en-US' : activeLocale());

type Format = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;

const formats = new Map<string, Format>();

function cached<T extends Format>(key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format as T;
}

/**
 * An amount in an ISO 4217 currency: '$1,234.50' (en-US, USD), '1.234,50 €' (de-DE, EUR),
 * 'USD 11.88' (en-AU, where '$' would read as Australian dollars). `locale` defaults to the
 * active language as the reader's browser writes it.
 */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const tag = locale ?? activeLocale();
  return cached(
    `money|${tag}|${currency}`,
    () => new Intl.NumberFormat(tag, { style: 'currency', currency }),
  ).format(amount);
}

/** A count or figure with the active language's digits grouping: '1,234', '1.234', '1 234'. */
export function formatNumber(value: number, locale?: string): string {
  const tag = locale ?? activeLocale();
  return cached(`number|${tag}`, () => new Intl.NumberFormat(tag)).format(value);
}

type DateInput = string | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An API time in epoch seconds as a Date. */
export const fromEpochSeconds = (seconds: number) => new Date(seconds * 1000);

function formatDate(
  value: DateInput,
  style: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
): string {
  const date = toDate(value);
  if (!date) return translate('format.notAvailable');
  const tag = dateLocale();
  return cached(
    `date|${tag}|${style.dateStyle ?? ''}|${style.timeStyle ?? ''}`,
    () => new Intl.DateTimeFormat(tag, style),
  ).format(date);
}

/** 'January 5, 2027', or 'N/A' when missing. */
export const formatLongDate = (value: DateInput) => formatDate(value, { dateStyle: 'long' });

/** 'Jan 5, 2027', or 'N/A' when missing. */
export const formatShortDate = (value: DateInput) => formatDate(value, { dateStyle: 'medium' });

/** 'Jan 5, 2027, 3:04 PM', or 'N/A' when missing. */
export const formatDateTime = (value: DateInput) =>
  formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** 'in 3 days', '5 minutes ago', 'vor 5 Minuten', relative to `now`; 'N/A' when missing. */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return translate('format.notAvailable');
  let amount = (date.getTime() - now.getTime()) / 1000;
  const tag = activeLocale();
  const format = cached(
    `relative|${tag}`,
    () => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }),
  );
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return format.format(Math.round(amount), 'year');
}

/** 'a, b and c' (conjunction) or 'a, b or c' in the active language: 'a, b und c', 'a、b、c'. */
export function formatList(items: string[], type: 'conjunction' | 'disjunction' = 'conjunction') {
  const tag = activeLocale();
  return cached(`list|${tag}|${type}`, () => new Intl.ListFormat(tag, { type })).format(items);
}

/** '12 bytes', '340 KB', '1.2 MB', in the active language ('1,2 MB'). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return translate('format.bytes', { count: bytes });
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024)
    return translate('format.kilobytes', { size: formatNumber(Math.round(kilobytes)) });
  return translate('format.megabytes', {
    size: formatNumber(Number((kilobytes / 1024).toFixed(1))),
  });
}
