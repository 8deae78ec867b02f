// Spelled out rather than asked of Intl.DateTimeFormat: building that formatter costs a browser
// 12–15 ms of main thread (loading ICU data), paid while the article list hydrates.
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * Long-form date (docs/behaviour.md#limits: year, month name, day), e.g. "November 20, 2026". Always in UTC so a
 * page renders the same date wherever the server runs.
 */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** YYYY-MM-DD in UTC, for `<time dateTime>` and feeds. */
export function isoDate(value: string | Date): string {
  return (typeof value === "string" ? new Date(value) : value).toISOString().slice(0, 10);
}
