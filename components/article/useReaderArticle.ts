"use client";

import useSWR from "swr";
import type { ReaderArticleState } from "@/lib/reactions/reader-state";
import { fetchSessionJson } from "@/lib/ui/api-client";

/**
 * The signed-in reader's side of an article (like, save, current like count, comments awaiting
 * approval), for the islands of its cached page; one request shared by all of them. Pass
 * `signedIn: false` for a visitor: nothing is asked.
 */
export function useReaderArticle(postId: number, signedIn: boolean): ReaderArticleState | undefined {
  return useSWR(signedIn ? `/api/posts/${postId}/reader-state` : null, fetchSessionJson<ReaderArticleState>).data;
}
