"use client";

import { useState } from "react";
import { LIST_PAGE_SIZE, LOAD_MORE_DELAY_MS, nextPageUrl, type InitialList } from "@/lib/posts/list";
import { sampleArticles } from "@/lib/posts/samples";
import type { PostSummary } from "@/lib/posts/types";
import { useHydrated } from "@/components/ui/useHydrated";
import { PostCard, PostCardSkeletons } from "./PostCard";
import styles from "./posts.module.css";

export interface ListTexts {
  emptyTitle: string;
  emptyText: string;
  endMessage: string;
}

export interface NextPage {
  posts: PostSummary[];
  nextCursor: string | null;
}

/** Reads a further page from the list API: the body is the posts, the cursor is in X-Next-Cursor. */
export async function fetchNextPage(url: string): Promise<NextPage> {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const posts = (await response.json()) as PostSummary[];
  return { posts: posts.filter((post) => post.status === "published"), nextCursor: response.headers.get("X-Next-Cursor") };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An article list (docs/behaviour.md#screens, #states): the first page comes rendered from the server; Load More shows
 * 'Loading...' and stays disabled for at least 500 ms while the next page is read from the API's
 * cursor, then 5 more appear. A failed load is logged and replaced by the built-in sample articles.
 */
export function ArticleList({
  initial,
  endpoint,
  texts,
  sampleSlug,
  fetchPage = fetchNextPage,
}: {
  initial: InitialList;
  endpoint: string;
  texts: ListTexts;
  /** For a category list: sample titles are built from its slug. */
  sampleSlug?: string;
  fetchPage?: (url: string) => Promise<NextPage>;
}) {
  const hydrated = useHydrated();
  const [posts, setPosts] = useState(initial.posts);
  const [cursor, setCursor] = useState(initial.nextCursor);
  const [pinned, setPinned] = useState(initial.pinned);
  const [visible, setVisible] = useState(Math.min(initial.posts.length, LIST_PAGE_SIZE));
  const [loading, setLoading] = useState(false);

  if (posts.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{texts.emptyTitle}</p>
        <p>{texts.emptyText}</p>
      </div>
    );
  }

  const hasMore = visible < posts.length || cursor !== null;

  async function loadMore() {
    setLoading(true);
    const delay = wait(LOAD_MORE_DELAY_MS);
    if (visible >= posts.length && cursor !== null) {
      try {
        const [page] = await Promise.all([fetchPage(nextPageUrl(endpoint, cursor)), delay]);
        // A pinned story shown at the top is not shown again where it falls among the newest.
        setPosts((shown) => [...shown, ...page.posts.filter((post) => !shown.some((known) => known.id === post.id))]);
        setCursor(page.nextCursor);
      } catch (error) {
        console.error("[posts] loading more articles failed; showing sample articles:", error);
        await delay;
        setPosts(sampleArticles(sampleSlug));
        setPinned(0);
        setCursor(null);
      }
    } else {
      await delay;
    }
    setVisible((count) => count + LIST_PAGE_SIZE);
    setLoading(false);
  }

  return (
    <>
      <ul className={styles.list}>
        {posts.slice(0, visible).map((post, index) => (
          <li key={`${post.slug}-${post.id}`}>
            <PostCard post={post} priority={index === 0} pinned={index < pinned} />
          </li>
        ))}
      </ul>
      {loading && (
        <div className={styles.loadingMore}>
          <PostCardSkeletons count={2} />
        </div>
      )}
      {hasMore ? (
        <div className={styles.more}>
          <button type="button" className={styles.moreButton} onClick={loadMore} disabled={loading || !hydrated}>
            {loading ? "Loading..." : "Load More"}
          </button>
        </div>
      ) : (
        posts.length > LIST_PAGE_SIZE && <p className={styles.end}>{texts.endMessage}</p>
      )}
    </>
  );
}
