import { formatLongDate, isoDate } from "@/lib/format/date";

test("dates are shown in long form: month name, day, year", () => {
  expect(formatLongDate("2026-10-13T09:00:00.000Z")).toBe("October 13, 2026");
  expect(formatLongDate(new Date(Date.UTC(2025, 0, 1, 0, 0)))).toBe("January 1, 2025");
  // in UTC, whatever the server's zone: late on the 31st stays the 31st
  expect(formatLongDate("2025-12-31T23:30:00.000Z")).toBe("December 31, 2025");
  expect(formatLongDate("not a date")).toBe("");
  expect(isoDate("2026-10-13T09:00:00.000Z")).toBe("2026-10-13");
});
