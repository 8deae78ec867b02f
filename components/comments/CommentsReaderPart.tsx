"use client";

import { useEffect } from "react";
import { useReaderArticle } from "@/components/article/useReaderArticle";
import { useReader } from "@/components/auth/useReader";
import { PageLink } from "@/components/ui/PageLink";
import type { ReaderSummary } from "@/lib/reactions/reader-state";
import { CommentBox } from "./CommentBox";
import { PendingReaderPart } from "./PendingReaderPart";
import ui from "@/components/ui/ui.module.css";

function SignedInArea({ postId, reader }: { postId: number; reader: ReaderSummary }) {
  const state = useReaderArticle(postId, true);
  // The published comments are the same markup for everyone; the reader's own are found by their
  // author id and shaded on the right (docs/behaviour.md#roles).
  useEffect(() => {
    for (const item of document.querySelectorAll<HTMLElement>(`[data-comment-user="${reader.id}"]`)) item.dataset.own = "true";
  }, [reader.id]);
  return <CommentBox postId={postId} authorName={reader.commentName} pending={state?.pending ?? []} />;
}

/** The reader's part of the comments once the browser knows who is reading (see CommentsReaderArea). */
export default function CommentsReaderPart({ postId }: { postId: number }) {
  const reader = useReader();
  if (reader === undefined) return <PendingReaderPart />;
  if (reader === null) {
    return (
      <PageLink href={`/sign-in?callbackUrl=/post/${postId}`} className={ui.buttonLink}>
        Login to Comment
      </PageLink>
    );
  }
  return <SignedInArea postId={postId} reader={reader} />;
}
