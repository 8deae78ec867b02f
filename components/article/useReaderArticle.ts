"use client";

import useSWR from "swr";
import type { ReaderArticleState } from "@/lib/reactions/reader-state";

async function fetchState(url: string): Promise<ReaderArticleState> {
  const response = await fetch(url, { credentials: "same-origin", cache: "no-store" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as ReaderArticleState;
}

/**
 * The signed-in reader's side of an article (like, save, current like count, comments awaiting
 * approval), for the islands of its cached page; one request shared by all of them. Pass
 * `signedIn: false` for a visitor: nothing is asked.
 */
export function useReaderArticle(postId: number, signedIn: boolean): ReaderArticleState | undefined {
  return useSWR(signedIn ? `/api/posts/${postId}/reader-state` : null, fetchState).data;
}
