import { PageLink } from "@/components/ui/PageLink";
import { Icon } from "@/components/ui/Icons";
import { formatLongDate } from "@/lib/format/date";
import { formatCount } from "@/lib/format/number";
import { readingTimeLabel } from "@/lib/format/reading-time";
import { htmlToText, truncateText } from "@/lib/format/text";
import { EXCERPT_LENGTH } from "@/lib/posts/list";
import type { PostSummary } from "@/lib/posts/types";
import { PostImage } from "./PostImage";
import styles from "./posts.module.css";
import ui from "@/components/ui/ui.module.css";

export function AuthorAvatar({ name, avatar, size = 28 }: { name: string; avatar: string | null; size?: number }) {
  if (!avatar) {
    return (
      <span className={`${styles.avatar} ${styles.initial}`} style={{ width: size, height: size }} aria-hidden="true">
        {name.charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- avatars are small SVG uploads
    <img
      className={styles.avatar}
      src={avatar}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size }}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * A list card (docs/behaviour.md#screens): image, category, title linking to the article, an excerpt (150 characters
 * on wide screens, 100 on small ones, both rendered and switched by CSS), author, long date, views
 * and comments; a pinned story of the front page is marked 'Top story'. Renders on the server for the first page and in the list island after Load More.
 */
export function PostCard({ post, priority = false, pinned = false }: { post: PostSummary; priority?: boolean; pinned?: boolean }) {
  const text = htmlToText(post.content);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <PostImage
          post={post}
          // A full-width card on a phone; a 240 px column (cropped to the card's height) from 600 px.
          sizes="(min-width: 600px) 400px, calc(100vw - 2rem)"
          alt=""
          width={640}
          height={360}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          // The likely largest paint: decoded in the first frame, not after the scripts have run.
          decoding={priority ? "sync" : "async"}
        />
      </div>
      <div className={styles.body}>
        {pinned ? (
          // A story the editors pinned to the top of the front page says so.
          <span className={styles.chips}>
            <span className={`${styles.chip} ${styles.topStory}`}>Top story</span>
            <span className={styles.chip}>{post.category_name}</span>
          </span>
        ) : (
          <span className={styles.chip}>{post.category_name}</span>
        )}
        <h2 className={styles.title}>
          <PageLink href={post.url}>{post.title}</PageLink>
        </h2>
        <p className={styles.excerpt}>
          <span className={styles.excerptLong}>{truncateText(text, EXCERPT_LENGTH.desktop)}</span>
          <span className={styles.excerptShort}>{truncateText(text, EXCERPT_LENGTH.small)}</span>
        </p>
        <div className={styles.meta}>
          <span className={styles.author}>
            <AuthorAvatar name={post.author.name} avatar={post.author.avatar} />
            {post.author.name}
          </span>
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
          <span>{readingTimeLabel(post.reading_minutes)}</span>
          <span className={styles.stat}>
            <Icon name="views" />
            {formatCount(post.views)}
            <span className={ui.visuallyHidden}> views</span>
          </span>
          <span className={styles.stat}>
            <Icon name="comment" />
            {formatCount(post.comments)}
            <span className={ui.visuallyHidden}> comments</span>
          </span>
        </div>
      </div>
    </article>
  );
}

/** Placeholder cards of the same shape: the list's loading state (docs/behaviour.md#screens). */
export function PostCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div className={styles.list} role="status" aria-label="Loading articles">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          <div className={`${styles.media} ${styles.shimmer}`} />
          <div className={styles.body}>
            <div className={`${styles.shimmer} ${styles.line}`} style={{ width: "25%" }} />
            <div className={`${styles.shimmer} ${styles.line}`} style={{ width: "85%", height: "1.25rem" }} />
            <div className={`${styles.shimmer} ${styles.line}`} style={{ width: "100%" }} />
            <div className={`${styles.shimmer} ${styles.line}`} style={{ width: "60%" }} />
          </div>
        </div>
      ))}
    </div>
  );
}
