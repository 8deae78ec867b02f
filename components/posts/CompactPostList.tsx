import { PageLink } from "@/components/ui/PageLink";
import { readingTimeLabel } from "@/lib/format/reading-time";
import type { PostSummary } from "@/lib/posts/types";
import { PostImage } from "./PostImage";
import styles from "./posts.module.css";

/** Small linked cards: thumbnail, headline, category and reading time (related articles, 'More from'). */
export function CompactPostList({ posts }: { posts: PostSummary[] }) {
  return (
    <ul className={styles.compact}>
      {posts.map((post) => (
        <li key={post.id} className={styles.compactItem}>
          <PostImage className={styles.thumb} post={post} sizes="72px" alt="" width={72} height={54} loading="lazy" />
          <div>
            <h3 className={styles.trendingTitle}>
              <PageLink href={post.url}>{post.title}</PageLink>
            </h3>
            <p className={styles.trendingMeta}>
              {post.category_name} · {readingTimeLabel(post.reading_minutes)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
