const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A date as English Intl.DateTimeFormat writes it with day numeric, the month
 * short ("Nov 24, 2026") or long ("November 24, 2026") and year numeric, in
 * UTC. Creating that formatter in the browser loads ICU data: about 45 ms of
 * the hydration task (4x CPU) on every doc page, for a date the server
 * already wrote.
 */
export function formatUtcDate(date: Date, month: 'short' | 'long' = 'short'): string {
  const name = MONTHS[date.getUTCMonth()];
  return `${month === 'long' ? name : name.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A whole number with its thousands grouped by commas, as English Intl.NumberFormat writes it ("12,345"). */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new Error(`formatCount: ${count} is not a whole number`);
  return String(count).replace(/\B(?=(\d{3})+$)/g, ',');
}
