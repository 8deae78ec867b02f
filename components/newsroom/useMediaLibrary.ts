"use client";

import { useEffect, useState } from "react";
import type { MediaItem } from "@/lib/media/types";
import { useCursorList } from "./useCursorList";

/** How long typing must pause before the search asks the API (not on every key). */
const SEARCH_PAUSE_MS = 300;

/**
 * The media library, newest first (GET /api/admin/media), or what matches the search (`?q=`: file
 * name, alt text, caption) once typing pauses; fetched only while `active`. `search` is what the
 * field shows, `query` what the list matches.
 */
export function useMediaLibrary(active = true) {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const path = query ? `/api/admin/media?q=${encodeURIComponent(query)}` : "/api/admin/media";
  const list = useCursorList<"items", MediaItem>(active ? path : null, "items", "The media library could not be loaded.");
  return { ...list, search, setSearch, query };
}

export type MediaLibraryState = ReturnType<typeof useMediaLibrary>;
