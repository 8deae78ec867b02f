import type { ErrorEntry } from "@/lib/errors";

export const DATA_ERRORS = {
  seriesNotFound: { code: "data_series_not_found", message: "There is no such data series." },
} as const satisfies Record<string, ErrorEntry>;
