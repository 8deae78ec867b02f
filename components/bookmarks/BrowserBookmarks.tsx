"use client";

import { useEffect, useState } from "react";
import { PostCardSkeletons } from "@/components/posts/PostCard";
import type { PostSummary } from "@/lib/posts/types";
import { savedKey, storedPostIds } from "@/lib/ui/browser-state";
import { BookmarkList } from "./BookmarkList";

/** Reads one saved article from the reading API; a post that is gone is forgotten here too. */
async function readPost(id: number): Promise<PostSummary | undefined> {
  const response = await fetch(`/api/posts/${id}`, { headers: { Accept: "application/json" } });
  if (response.status === 404) {
    window.localStorage.removeItem(savedKey(id));
    return undefined;
  }
  if (!response.ok) throw new Error(`/api/posts/${id} answered ${response.status}`);
  return (await response.json()) as PostSummary;
}

/** A visitor's saved articles: the ones Save marked in this browser (docs/behaviour.md#states), read from the reading API. */
export function BrowserBookmarks({ emptyText }: { emptyText: string }) {
  const [posts, setPosts] = useState<PostSummary[] | null>(null);

  useEffect(() => {
    let live = true;
    const ids = storedPostIds().saved.sort((a, b) => b - a);
    Promise.allSettled(ids.map(readPost)).then((results) => {
      if (!live) return;
      for (const result of results)
        if (result.status === "rejected") console.error("[bookmarks] loading a saved article failed:", result.reason);
      setPosts(results.flatMap((result) => (result.status === "fulfilled" && result.value ? [result.value] : [])));
    });
    return () => {
      live = false;
    };
  }, []);

  return posts ? <BookmarkList posts={posts} emptyText={emptyText} /> : <PostCardSkeletons count={2} />;
}
