import { PageLink } from "@/components/ui/PageLink";
import { PostCard } from "@/components/posts/PostCard";
import type { PostSummary } from "@/lib/posts/types";
import styles from "@/components/posts/posts.module.css";

/** Saved articles as list cards, or the empty state with a way back to reading. */
export function BookmarkList({ posts, emptyText }: { posts: PostSummary[]; emptyText: string }) {
  if (posts.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>No saved articles yet</p>
        <p>{emptyText}</p>
        <p>
          <PageLink href="/articles">Browse the latest articles</PageLink>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.list}>
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} priority={index === 0} />
      ))}
    </div>
  );
}
