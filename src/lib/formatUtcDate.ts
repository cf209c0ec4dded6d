const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date as English Intl.DateTimeFormat writes it with day numeric, month
 * short and year numeric in UTC ("Nov 24, 2026"). Creating that formatter
 * in the browser loads ICU data: about 45 ms of the hydration task (4x CPU)
 * on every doc page, for a date the server already wrote.
 */
export function formatUtcDate(date: Date): string {
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
