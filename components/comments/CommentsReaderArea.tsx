"use client";

import { lazy } from "react";
import { AfterHydration } from "@/components/ui/AfterHydration";
import { PendingReaderPart } from "./PendingReaderPart";

// Who is reading is asked after the page has loaded; that code is its own chunk.
const CommentsReaderPart = lazy(() => import("./CommentsReaderPart"));

/**
 * Below an article's published comments: the signed-in reader's comments awaiting approval and the
 * form, or for a visitor the way to sign in and come back. The page is cached and shared, so this
 * is decided in the browser.
 */
export function CommentsReaderArea({ postId }: { postId: number }) {
  return (
    <AfterHydration fallback={<PendingReaderPart />}>
      <CommentsReaderPart postId={postId} />
    </AfterHydration>
  );
}
