"use client";

import { Icon } from "@/components/ui/icons";
import { useStoredFlag } from "@/components/ui/useStoredFlag";
import { shareLink } from "@/lib/ui/share";
import styles from "./article.module.css";

/**
 * Like, Comment, Share and Save under an article (spec §2, §4). Like and Save are this browser's
 * own toggles, kept in localStorage per post; no call is made.
 */
export function ArticleActions({ postId, likes, title }: { postId: number; likes: number; title: string }) {
  const [liked, toggleLike] = useStoredFlag(`liked-post-${postId}`);
  const [saved, toggleSave] = useStoredFlag(`saved-post-${postId}`);
  const count = likes + (liked ? 1 : 0);
  return (
    <div className={styles.actions} role="group" aria-label="Article actions">
      <button type="button" className={`${styles.action} ${liked ? styles.liked : ""}`} aria-pressed={liked} onClick={toggleLike}>
        <Icon name={liked ? "heartFilled" : "heart"} />
        Like <span aria-label={`${count} likes`}>{count.toLocaleString("en-US")}</span>
      </button>
      <a className={styles.action} href="#comments">
        <Icon name="comment" />
        Comment
      </a>
      <button type="button" className={styles.action} onClick={() => shareLink({ title, url: window.location.href })}>
        <Icon name="share" />
        Share
      </button>
      <button type="button" className={styles.action} aria-pressed={saved} onClick={toggleSave}>
        <Icon name={saved ? "bookmarkFilled" : "bookmark"} />
        {saved ? "Saved" : "Save"}
      </button>
    </div>
  );
}
