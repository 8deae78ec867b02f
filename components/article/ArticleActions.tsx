"use client";

import { lazy } from "react";
import { AfterHydration } from "@/components/ui/AfterHydration";
import { PendingActions } from "./ActionBar";

// Whose Like and Save these are is asked after the page has loaded; that code is its own chunk.
const ReaderAwareActions = lazy(() => import("./ReaderAwareActions"));

/**
 * Like, Comment, Share and Save under an article (docs/behaviour.md#screens, #states). The article page is the same for
 * everyone (`likes` is its count when it was cached); a visitor's Like and Save live in this
 * browser, a signed-in reader's in the account.
 */
export function ArticleActions({ postId, likes, title }: { postId: number; likes: number; title: string }) {
  return (
    <AfterHydration fallback={<PendingActions likes={likes} title={title} />}>
      <ReaderAwareActions postId={postId} likes={likes} title={title} />
    </AfterHydration>
  );
}
