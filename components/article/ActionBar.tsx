"use client";

import { Icon } from "@/components/ui/Icons";
import { useHydrated } from "@/components/ui/useHydrated";
import { formatCount } from "@/lib/format/number";
import { shareLink } from "@/lib/ui/share";
import styles from "./article.module.css";

/** The bar itself: Like with its count, Comment, Share, Save. */
interface BarProps {
  title: string;
  liked: boolean;
  likes: number;
  saved: boolean;
  onLike: () => void;
  onSave: () => void;
  /** Like and Save wait (disabled) until it is known whose they are; Share waits only for the page to hydrate. */
  waiting?: boolean;
}

export function ActionBar({ title, liked, likes, saved, onLike, onSave, waiting = false }: BarProps) {
  const hydrated = useHydrated();
  return (
    <div className={styles.actions} role="group" aria-label="Article actions">
      <button
        type="button"
        className={`${styles.action} ${liked ? styles.liked : ""}`}
        aria-pressed={liked}
        onClick={onLike}
        disabled={waiting}
      >
        <Icon name={liked ? "heartFilled" : "heart"} />
        Like <span aria-label={`${likes} likes`}>{formatCount(likes)}</span>
      </button>
      <a className={styles.action} href="#comments">
        <Icon name="comment" />
        Comment
      </a>
      <button type="button" className={styles.action} disabled={!hydrated} onClick={() => shareLink({ title, url: window.location.href })}>
        <Icon name="share" />
        Share
      </button>
      <button type="button" className={styles.action} aria-pressed={saved} onClick={onSave} disabled={waiting}>
        <Icon name={saved ? "bookmarkFilled" : "bookmark"} />
        {saved ? "Saved" : "Save"}
      </button>
    </div>
  );
}

const ignore = () => {};

/**
 * Until the reader's own state is known: the page's count, nothing pressed, and Like and Save
 * disabled (a press is never swallowed; it is a fraction of a second).
 */
export function PendingActions({ likes, title }: { likes: number; title: string }) {
  return <ActionBar title={title} liked={false} likes={likes} saved={false} onLike={ignore} onSave={ignore} waiting />;
}
