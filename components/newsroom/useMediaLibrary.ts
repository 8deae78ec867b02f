"use client";

import type { MediaItem } from "@/lib/media/types";
import { useCursorList } from "./useCursorList";

/** The media library, newest first (GET /api/admin/media); fetched only while `active`. */
export function useMediaLibrary(active = true) {
  return useCursorList<"items", MediaItem>(active ? "/api/admin/media" : null, "items", "The media library could not be loaded.");
}
