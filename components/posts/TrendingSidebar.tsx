import { PageLink } from "@/components/ui/PageLink";
import { formatCount } from "@/lib/format/number";
import type { PostSummary } from "@/lib/posts/types";
import { PostImage } from "./PostImage";
import styles from "./posts.module.css";
import ui from "@/components/ui/ui.module.css";

/** The trending sidebar (docs/behaviour.md#screens): the three most viewed articles, optionally a link to /trending. */
export function TrendingSidebar({ title, posts, viewAll = false }: { title: string; posts: PostSummary[]; viewAll?: boolean }) {
  return (
    <section className={ui.panel} aria-labelledby="trending-heading">
      <h2 id="trending-heading" className={ui.panelTitle}>
        {title}
      </h2>
      {posts.length === 0 ? (
        <p className={styles.muted}>No trending articles yet.</p>
      ) : (
        <ol className={styles.trending}>
          {posts.map((post) => (
            <li key={post.id} className={styles.trendingItem}>
              <PostImage className={styles.thumb} post={post} sizes="72px" alt="" width={72} height={54} loading="lazy" />
              <div>
                <h3 className={styles.trendingTitle}>
                  <PageLink href={post.url}>{post.title}</PageLink>
                </h3>
                <p className={styles.trendingMeta}>{formatCount(post.views)} views</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      {viewAll && (
        <PageLink href="/trending" className={`${ui.buttonLink} ${styles.viewAll}`}>
          View All Trending
        </PageLink>
      )}
    </section>
  );
}
