import type { PostStatus } from "@/lib/newsroom/types";

// Staff read times in their own zone and to the minute (a schedule is a time of day); these run in
// the browser only, on data fetched there, so server and browser never disagree about them.
const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** An ISO time as a `datetime-local` field's value (the browser's zone, to the minute). */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export const STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};
