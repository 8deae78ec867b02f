import { AuthorAvatar } from "@/components/posts/PostCard";
import { formatCount } from "@/lib/format/number";
import type { AuthorProfile, TagInfo } from "@/lib/posts/types";
import styles from "./posts.module.css";
import ui from "@/components/ui/ui.module.css";

const articles = (count: number) => `${formatCount(count)} ${count === 1 ? "article" : "articles"}`;

/** Under a tag page's heading: its description, how many articles and its feed. */
export function TagIntro({ tag, feedUrl }: { tag: TagInfo; feedUrl: string }) {
  return (
    <div className={styles.intro}>
      {tag.description && <p>{tag.description}</p>}
      <ul className={styles.introLinks}>
        <li>{articles(tag.count)}</li>
        <li>
          <a href={feedUrl} type="application/rss+xml">
            RSS feed for {tag.name}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** Under a byline's heading: photo, role, bio, links and feed. */
export function AuthorIntro({ author, feedUrl }: { author: AuthorProfile; feedUrl: string }) {
  return (
    <div className={styles.intro}>
      <div className={styles.profile}>
        <AuthorAvatar name={author.name} avatar={author.avatar} size={72} />
        <div>
          {author.role && <p className={styles.role}>{author.role}</p>}
          <p>{articles(author.count)}</p>
        </div>
      </div>
      {author.bio && <p>{author.bio}</p>}
      <ul className={styles.introLinks} aria-label={`${author.name} elsewhere`}>
        {author.links.map((link) => (
          <li key={link.url}>
            <a href={link.url} rel="noopener noreferrer me" target="_blank">
              {link.label}
              <span className={ui.visuallyHidden}> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <a href={feedUrl} type="application/rss+xml">
            RSS feed of {author.name}&apos;s articles
          </a>
        </li>
      </ul>
    </div>
  );
}
