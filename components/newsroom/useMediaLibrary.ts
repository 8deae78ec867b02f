"use client";

import type { MediaItem } from "@/lib/media/types";
import { useCursorList } from "./useCursorList";

/** The media library, newest first (GET /api/admin/media), or what matches `search`; fetched only while `active`. */
export function useMediaLibrary(active = true, search = "") {
  const query = search.trim() ? `/api/admin/media?q=${encodeURIComponent(search.trim())}` : "/api/admin/media";
  return useCursorList<"items", MediaItem>(active ? query : null, "items", "The media library could not be loaded.");
}
