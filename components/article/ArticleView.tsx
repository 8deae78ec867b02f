import { PageLink } from "@/components/ui/PageLink";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { CompactPostList } from "@/components/posts/CompactPostList";
import { AuthorAvatar } from "@/components/posts/PostCard";
import { PostImage } from "@/components/posts/PostImage";
import { Icon } from "@/components/ui/Icons";
import { formatLongDate } from "@/lib/format/date";
import { readingTimeLabel } from "@/lib/format/reading-time";
import { uploadUrl } from "@/lib/storage/names";
import type { AuthorRef, PostDetail, PostRef, PostSummary } from "@/lib/posts/types";
import { authorPath, tagPath } from "@/lib/seo/structured-data";
import { socialShareLinks } from "@/lib/ui/share";
import { SITE_NAME } from "@/lib/site";
import { ArticleActions } from "./ArticleActions";
import { ArticleBody } from "./ArticleBody";
import { CopyLinkButton } from "./CopyLinkButton";
import { ViewBeacon } from "./ViewBeacon";
import styles from "./article.module.css";
import ui from "@/components/ui/ui.module.css";

/** The hero's width: the page's padded width on a phone or tablet, two thirds of it (at most 1200 px) beside the sidebar. */
const HERO_SIZES = "(min-width: 1200px) 760px, (min-width: 900px) calc((100vw - 4rem) * 2 / 3), calc(100vw - 2rem)";

function Banner({ name, url, position }: { name: string; url: string | null; position: "top" | "bottom" }) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- banners are uploads served as they are
    <img
      src={uploadUrl(name)}
      alt={`Sponsored banner${url ? " (opens in a new tab)" : ""}`}
      width={970}
      height={200}
      loading={position === "top" ? "eager" : "lazy"}
    />
  );
  return url ? (
    <a className={styles.banner} href={url} target="_blank" rel="noopener noreferrer sponsored" data-banner={position}>
      {image}
    </a>
  ) : (
    <div className={styles.banner} data-banner={position}>
      {image}
    </div>
  );
}

/** The bylines, each linking to its page: "A", "A and B", "A, B and C". */
function BylineNames({ authors }: { authors: PostRef[] }) {
  return authors.map((author, index) => (
    <span key={author.slug}>
      {index > 0 && (index === authors.length - 1 ? " and " : ", ")}
      <PageLink href={authorPath(author.slug)} rel="author">
        {author.name}
      </PageLink>
    </span>
  ));
}

function AuthorIdentity({ post, avatarSize }: { post: PostDetail; avatarSize: number }) {
  const { author } = post;
  return (
    <div className={styles.author}>
      <AuthorAvatar name={author.name} avatar={author.avatar} size={avatarSize} />
      <div>
        <span className={styles.authorName}>{post.authors.length > 0 ? <BylineNames authors={post.authors} /> : author.name}</span>
        {author.role && <span className={styles.authorRole}>{author.role}</span>}
      </div>
    </div>
  );
}

/** What an article page shows under the body besides the comments: related articles and the byline's latest. */
export interface ArticleNeighbours {
  related: PostSummary[];
  moreFrom: { author: AuthorRef; posts: PostSummary[] } | null;
}

/**
 * The article page (docs/behaviour.md#screens): breadcrumb, banners, featured image with category and title, author,
 * date and status, the sanitized body, the actions, the comments area and the sidebar.
 */
export function ArticleView({
  post,
  canonicalUrl,
  comments,
  neighbours,
}: {
  post: PostDetail;
  canonicalUrl: string;
  comments: ReactNode;
  neighbours: ArticleNeighbours;
}) {
  // The featured image is the largest paint: start fetching it while the head is parsed (the copy
  // the <picture> will pick, when it has copies: AVIF, which every browser that preloads takes).
  const sources = post.image_srcset;
  preload(post.image, {
    as: "image",
    fetchPriority: "high",
    ...(sources ? { imageSrcSet: sources.avif, imageSizes: HERO_SIZES, type: "image/avif" } : {}),
  });
  const published = formatLongDate(post.date);
  const live = post.status === "published";
  const statusText = post.status.replace("_", " ");
  return (
    <div className={ui.page}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <ol>
          <li>
            <PageLink href="/">Home</PageLink>
          </li>
          <li>
            <PageLink href="/articles">Articles</PageLink>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </nav>
      {post.show_top_banner && post.top_banner_name && <Banner name={post.top_banner_name} url={post.top_banner_url} position="top" />}
      <div className={ui.twoThirds}>
        <article className={styles.article}>
          <header>
            <figure className={styles.figure}>
              <div className={styles.hero}>
                <PostImage
                  post={post}
                  sizes={HERO_SIZES}
                  alt={post.featured_image_alt || post.title}
                  width={1200}
                  height={675}
                  fetchPriority="high"
                  decoding="sync"
                />
                <PageLink href={`/category/${post.category_slug}`} className={styles.chip}>
                  {post.category_name}
                </PageLink>
              </div>
              {post.featured_image_caption && <figcaption className={styles.caption}>{post.featured_image_caption}</figcaption>}
            </figure>
            <h1 className={styles.title}>{post.title}</h1>
            <div className={styles.byline}>
              {post.show_author && <AuthorIdentity post={post} avatarSize={44} />}
              {/* Only a live article says "Published": a newsroom preview of a draft says what it is. */}
              {live ? (
                <span>
                  Published <time dateTime={post.date}>{published}</time>
                </span>
              ) : (
                <span>Not published ({statusText})</span>
              )}
              <span>{readingTimeLabel(post.reading_minutes)}</span>
              {post.body_updated_at && (
                <span>
                  Updated <time dateTime={post.body_updated_at}>{formatLongDate(post.body_updated_at)}</time>
                </span>
              )}
              <span className={styles.status}>{statusText}</span>
            </div>
            {/* Newest first, each with its date (docs/back-office.md#corrections). */}
            {post.corrections.map((correction) => (
              <p key={correction.id} className={styles.correction} role="note">
                <strong>
                  Correction, <time dateTime={correction.createdAt}>{formatLongDate(correction.createdAt)}</time>:
                </strong>{" "}
                {correction.text}
              </p>
            ))}
            {post.correction_note && (
              <p className={styles.correction} role="note">
                <strong>Correction:</strong> {post.correction_note}
              </p>
            )}
          </header>
          <ArticleBody html={post.description} />
          {post.tags.length > 0 && (
            <nav aria-label="Tags" className={styles.tags}>
              <ul>
                {post.tags.map((tag) => (
                  <li key={tag.slug}>
                    <PageLink href={tagPath(tag.slug)} rel="tag">
                      {tag.name}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <ArticleActions postId={post.id} likes={post.likes} title={post.title} />
          {post.show_bottom_banner && post.bottom_banner_name && (
            <Banner name={post.bottom_banner_name} url={post.bottom_banner_url} position="bottom" />
          )}
          {neighbours.related.length > 0 && (
            <section className={styles.neighbours} aria-labelledby="related-articles">
              <h2 id="related-articles">Related articles</h2>
              <CompactPostList posts={neighbours.related} />
            </section>
          )}
          {post.show_author && neighbours.moreFrom && (
            <section className={styles.neighbours} aria-labelledby="more-from-author">
              <h2 id="more-from-author">
                More from <PageLink href={authorPath(neighbours.moreFrom.author.slug)}>{neighbours.moreFrom.author.name}</PageLink>
              </h2>
              <CompactPostList posts={neighbours.moreFrom.posts} />
            </section>
          )}
          <div id="comments">{comments}</div>
          <ViewBeacon postId={post.id} />
        </article>
        <aside className={ui.sidebar} aria-label="About this article">
          <section className={ui.panel} aria-labelledby="about-author">
            <h2 id="about-author" className={ui.panelTitle}>
              About the Author
            </h2>
            {post.show_author ? (
              <>
                <AuthorIdentity post={post} avatarSize={56} />
                {post.author.bio && <p>{post.author.bio}</p>}
              </>
            ) : (
              <p>This article was written by the {SITE_NAME} newsroom.</p>
            )}
          </section>
          <section className={ui.panel} aria-labelledby="article-stats">
            <h2 id="article-stats" className={ui.panelTitle}>
              Article Stats
            </h2>
            <dl className={styles.stats}>
              <dt>{live ? "Published" : "Publication"}</dt>
              <dd>{live ? published : "Not yet"}</dd>
              <dt>Category</dt>
              <dd>{post.category_name}</dd>
              <dt>Reading time</dt>
              <dd>{readingTimeLabel(post.reading_minutes)}</dd>
              <dt>Status</dt>
              <dd>{statusText}</dd>
              <dt>Last updated</dt>
              <dd>{formatLongDate(post.updatedAt)}</dd>
            </dl>
          </section>
          <section className={ui.panel} aria-labelledby="share-article">
            <h2 id="share-article" className={ui.panelTitle}>
              Share this article
            </h2>
            <ul className={styles.shareList}>
              <li>
                <CopyLinkButton url={canonicalUrl} />
              </li>
              {socialShareLinks(canonicalUrl, post.title).map((link) => (
                <li key={link.network}>
                  <a
                    className={styles.shareButton}
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Share on ${link.name} (opens in a new tab)`}
                  >
                    <Icon name={link.network} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
