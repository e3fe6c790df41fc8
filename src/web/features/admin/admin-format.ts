const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const SHORT_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatMoney = (amount: number) => MONEY.format(amount);

const parse = (value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'Jan 5, 2027', or 'N/A' when missing (spec §2 uses 'N/A' for missing dates). */
export function formatShortDate(value: string | null | undefined): string {
  const date = parse(value);
  return date ? SHORT_DATE.format(date) : 'N/A';
}

/** 'Jan 5, 2027, 3:04 PM', or 'N/A' when missing. */
export function formatDateTime(value: string | null | undefined): string {
  const date = parse(value);
  return date ? DATE_TIME.format(date) : 'N/A';
}
