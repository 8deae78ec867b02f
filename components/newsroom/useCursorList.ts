"use client";

import useSWRInfinite from "swr/infinite";
import { apiRequest } from "@/lib/ui/api-client";

/** One page of a cursor-paged staff API list; `items` names the page's array. */
type CursorPage<K extends string, T> = { [key in K]: T[] } & { nextCursor: string | null };

/**
 * A newest-first list from a cursor-paged endpoint (`?cursor=`), page after page as staff ask for
 * more. `query` is the endpoint with its filters (null: nothing to fetch yet); a new query starts
 * again from the first page.
 */
export function useCursorList<K extends string, T>(query: string | null, items: K, fallback: string) {
  const separator = query?.includes("?") ? "&" : "?";
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<CursorPage<K, T>>(
    (index, previous: CursorPage<K, T> | null) => {
      if (query === null) return null;
      if (index === 0) return query;
      if (!previous?.nextCursor) return null;
      return `${query}${separator}cursor=${encodeURIComponent(previous.nextCursor)}`;
    },
    (url: string) => apiRequest<CursorPage<K, T>>(url, { fallback }),
    { revalidateFirstPage: true },
  );
  const rows = data?.flatMap((page) => page[items]) ?? [];
  const hasMore = Boolean(data?.at(-1)?.nextCursor);
  const loadingMore = isValidating && size > (data?.length ?? 0);
  return {
    rows,
    error: error instanceof Error ? error.message : error ? fallback : null,
    isLoading,
    hasMore,
    loadingMore,
    loadMore: () => void setSize(size + 1),
    reload: () => void mutate(),
  };
}
