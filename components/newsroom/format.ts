import type { PostStatus } from "@/lib/newsroom/types";
import { formatInZone, ownZone } from "@/lib/newsroom/zones";

// Staff read times in their own zone, named ("26 Nov 2026, 16:05 EST"), to the minute (a schedule is
// a time of day); these run in the browser only, on data fetched there, so server and browser never
// disagree about them.
export function formatDateTime(iso: string, timeZone = ownZone()): string {
  return formatInZone(new Date(iso), timeZone);
}

export const STATUS_LABELS: Record<PostStatus, string> = {
  draft: "Draft",
  in_review: "In review",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};
