"use client";

import { useEffect } from "react";
import { useReaderArticle } from "@/components/article/useReaderArticle";
import { useReader } from "@/components/auth/useReader";
import { PageLink } from "@/components/ui/PageLink";
import type { ReaderSummary } from "@/lib/auth/reader";
import { CommentBox } from "./CommentBox";
import styles from "./comments.module.css";
import ui from "@/components/ui/ui.module.css";

function SignedInArea({ postId, reader }: { postId: number; reader: ReaderSummary }) {
  const state = useReaderArticle(postId, true);
  // The published comments are the same markup for everyone; the reader's own are found by their
  // author id and shaded on the right (spec §6).
  useEffect(() => {
    for (const item of document.querySelectorAll<HTMLElement>(`[data-comment-user="${reader.id}"]`)) item.dataset.own = "true";
  }, [reader.id]);
  return <CommentBox postId={postId} authorName={reader.commentName} pending={state?.pending ?? []} />;
}

/**
 * Below an article's published comments: the signed-in reader's comments awaiting approval and the
 * form, or for a visitor the way to sign in and come back. The page is cached and shared, so this
 * is decided in the browser; until then the area holds the space of the visitor's button.
 */
export function CommentsReaderArea({ postId }: { postId: number }) {
  const reader = useReader();
  if (reader === undefined) return <div className={styles.readerPending} aria-hidden="true" />;
  if (reader === null) {
    return (
      <PageLink href={`/sign-in?callbackUrl=/post/${postId}`} className={ui.buttonLink}>
        Login to Comment
      </PageLink>
    );
  }
  return <SignedInArea postId={postId} reader={reader} />;
}
