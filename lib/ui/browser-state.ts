// What a visitor liked and saved lives in this browser's localStorage (docs/behaviour.md#states), one key per post.
// Once the reader is signed in, their account holds it instead: mergeBrowserState hands the
// browser's flags to the account and then forgets them here, so an unsave made later on another
// device is not undone by this browser's old copy.
import { apiRequest } from "@/lib/ui/api-client";

export const likedKey = (postId: number) => `liked-post-${postId}`;
export const savedKey = (postId: number) => `saved-post-${postId}`;

const KEY_PATTERN = /^(liked|saved)-post-(\d{1,10})$/;

/** The post ids this browser has flagged, by kind. */
export function storedPostIds(): { liked: number[]; saved: number[] } {
  const found = { liked: [] as number[], saved: [] as number[] };
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index) ?? "";
      const match = KEY_PATTERN.exec(key);
      if (!match || window.localStorage.getItem(key) !== "1") continue;
      const id = Number(match[2]);
      if (id >= 1) found[match[1] === "liked" ? "liked" : "saved"].push(id);
    }
  } catch {
    // Storage disabled: nothing stored.
  }
  return found;
}

let running: Promise<{ liked: number[]; saved: number[] } | undefined> | undefined;

/**
 * Adds this browser's likes and saves to the signed-in reader's account, then removes them from the
 * browser. Nothing to send, or a failed call (kept for the next visit): undefined. Concurrent callers
 * share one request.
 */
export function mergeBrowserState(): Promise<{ liked: number[]; saved: number[] } | undefined> {
  running ??= (async () => {
    const stored = storedPostIds();
    if (stored.liked.length === 0 && stored.saved.length === 0) return undefined;
    const batch = { liked: stored.liked.slice(0, 500), saved: stored.saved.slice(0, 500) };
    try {
      const merged = await apiRequest<{ liked: number[]; saved: number[] }>("/api/users/browser-state", {
        method: "POST",
        body: batch,
        fallback: "Your saved articles could not be added to your account.",
      });
      for (const id of batch.liked) window.localStorage.removeItem(likedKey(id));
      for (const id of batch.saved) window.localStorage.removeItem(savedKey(id));
      return merged;
    } catch (error) {
      console.error("[bookmarks] merging this browser's likes and saves failed:", error);
      return undefined;
    }
  })().finally(() => {
    running = undefined;
  });
  return running;
}
