"use client";

import { useEffect, useState } from "react";
import { useReader } from "@/components/auth/useReader";
import { useStoredFlag } from "@/components/ui/useStoredFlag";
import { apiRequest } from "@/lib/ui/api-client";
import type { ReaderPostState } from "@/lib/reactions/reader-state";
import { likedKey, mergeBrowserState, savedKey } from "@/lib/ui/browser-state";
import { ActionBar, PendingActions } from "./ActionBar";
import { useReaderArticle } from "./useReaderArticle";

/** A visitor: Like and Save are this browser's own toggles, kept in localStorage per post; no call is made (docs/behaviour.md#states). */
function VisitorActions({ postId, likes, title }: { postId: number; likes: number; title: string }) {
  const [liked, toggleLike] = useStoredFlag(likedKey(postId));
  const [saved, toggleSave] = useStoredFlag(savedKey(postId));
  return <ActionBar title={title} liked={liked} likes={likes + (liked ? 1 : 0)} saved={saved} onLike={toggleLike} onSave={toggleSave} />;
}

/**
 * A signed-in reader: Like and Save are stored in the account (PUT/DELETE /api/posts/{id}/like and
 * /bookmark), so they follow the reader to other devices. The button flips at once and flips back if
 * the call fails. What this browser liked or saved before signing in is merged into the account.
 */
function ReaderActions({ postId, title, initial }: { postId: number; title: string; initial: ReaderPostState }) {
  const [state, setState] = useState(initial);

  useEffect(() => {
    void mergeBrowserState().then((merged) => {
      if (!merged) return;
      setState((current) => ({
        liked: current.liked || merged.liked.includes(postId),
        likes: current.likes + (!current.liked && merged.liked.includes(postId) ? 1 : 0),
        saved: current.saved || merged.saved.includes(postId),
      }));
    });
  }, [postId]);

  async function toggle(kind: "like" | "bookmark") {
    const before = state;
    const on = kind === "like" ? !before.liked : !before.saved;
    setState(kind === "like" ? { ...before, liked: on, likes: Math.max(0, before.likes + (on ? 1 : -1)) } : { ...before, saved: on });
    try {
      const answer = await apiRequest<{ likes?: number }>(`/api/posts/${postId}/${kind}`, {
        method: on ? "PUT" : "DELETE",
        fallback: "The change could not be saved.",
      });
      if (typeof answer.likes === "number") setState((current) => ({ ...current, likes: answer.likes ?? current.likes }));
    } catch (error) {
      console.error(`[article] ${kind} failed:`, error);
      setState(before);
    }
  }

  return (
    <ActionBar
      title={title}
      liked={state.liked}
      likes={state.likes}
      saved={state.saved}
      onLike={() => void toggle("like")}
      onSave={() => void toggle("bookmark")}
    />
  );
}

function SignedInActions({ postId, likes, title }: { postId: number; likes: number; title: string }) {
  const state = useReaderArticle(postId, true);
  return state ? <ReaderActions postId={postId} title={title} initial={state} /> : <PendingActions likes={likes} title={title} />;
}

/** The article's actions once the browser knows who is reading (see ArticleActions). */
export default function ReaderAwareActions({ postId, likes, title }: { postId: number; likes: number; title: string }) {
  const reader = useReader();
  if (reader === undefined) return <PendingActions likes={likes} title={title} />;
  return reader ? (
    <SignedInActions postId={postId} likes={likes} title={title} />
  ) : (
    <VisitorActions postId={postId} likes={likes} title={title} />
  );
}
