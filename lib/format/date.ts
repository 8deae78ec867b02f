const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/**
 * Long-form date (spec §9: year, month name, day), e.g. "November 20, 2026". Always in UTC so a
 * page renders the same date wherever the server runs.
 */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : LONG_DATE.format(date);
}

/** YYYY-MM-DD in UTC, for `<time dateTime>` and feeds. */
export function isoDate(value: string | Date): string {
  return (typeof value === "string" ? new Date(value) : value).toISOString().slice(0, 10);
}
