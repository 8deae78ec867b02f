import type { Metadata } from "next";
import { connection } from "next/server";
import { BookmarkList } from "@/components/bookmarks/BookmarkList";
import { BrowserBookmarks } from "@/components/bookmarks/BrowserBookmarks";
import { MergeBrowserSaves } from "@/components/bookmarks/MergeBrowserSaves";
import { PageLink } from "@/components/ui/PageLink";
import { getSessionUser } from "@/lib/auth/current-user";
import { getBookmarkedPosts } from "@/lib/reactions/service";
import styles from "@/components/posts/posts.module.css";
import ui from "@/components/ui/ui.module.css";
import bookmarks from "@/components/bookmarks/bookmarks.module.css";

export const metadata: Metadata = { title: "Saved Articles", robots: { index: false } };

/**
 * Saved articles: a signed-in reader's come from the account (on every device); a visitor's are the
 * ones saved in this browser, read by the browser itself.
 */
export default async function BookmarksPage() {
  await connection();
  const viewer = await getSessionUser();
  return (
    <div className={ui.page}>
      <section aria-labelledby="bookmarks-heading">
        <h1 id="bookmarks-heading" className={styles.heading}>
          Saved Articles
        </h1>
        {viewer ? (
          <>
            <MergeBrowserSaves />
            <BookmarkList
              posts={await getBookmarkedPosts(viewer.id)}
              emptyText="Tap Save on any article to read it later. Your saved articles follow you to every device you sign in on."
            />
          </>
        ) : (
          <>
            <p className={bookmarks.note}>
              These are saved in this browser only. <PageLink href="/sign-in?callbackUrl=/bookmarks">Sign in</PageLink> to keep them on
              every device.
            </p>
            <BrowserBookmarks emptyText="Tap Save on any article to keep it here for later." />
          </>
        )}
      </section>
    </div>
  );
}
