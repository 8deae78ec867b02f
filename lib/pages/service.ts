import { revalidateTag, unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/connection";
import { sanitizeHtml } from "@/lib/content/sanitize";
import { SAFETY_NET_REVALIDATE_SECONDS, TAGS } from "@/lib/cache/tags";
import { warmAfterRevalidation } from "@/lib/cache/warm";
import { findPublishedPage, listPublishedPages } from "./repository";
import type { CmsPage } from "./types";

/** Thrown inside the cached read so that a missing page is not kept (unstable_cache keeps no error). */
class NoSuchPage extends Error {}

/**
 * A published CMS page with its body sanitized, or null. Cached per slug; a missing one is not: any
 * unknown path reaches this page (app/[slug]), and random paths must not fill the cache. Tagged by
 * its slug alone, so a change to one page renders only that page again.
 */
export async function getPage(slug: string): Promise<CmsPage | null> {
  try {
    return await unstable_cache(
      async () => {
        const page = await findPublishedPage(await getDb(), slug);
        if (!page) throw new NoSuchPage();
        return { ...page, content: sanitizeHtml(page.content) };
      },
      ["pages:detail", slug],
      { tags: [TAGS.page(slug)], revalidate: SAFETY_NET_REVALIDATE_SECONDS },
    )();
  } catch (error) {
    if (error instanceof NoSuchPage) return null;
    throw error;
  }
}

export const getPageLinks = unstable_cache(async () => listPublishedPages(await getDb()), ["pages:links"], {
  tags: [TAGS.pages],
  revalidate: SAFETY_NET_REVALIDATE_SECONDS,
});

/**
 * Call after a page changes what readers see (lib/pages/admin.ts): the page at every address it had
 * in this change (a renamed one leaves its old address), and the sitemaps that list pages; nothing
 * else shows a page. `live`: its address now, while published, rendered again at once.
 */
export function revalidatePage(change: { slugs: string[]; live?: string }): void {
  for (const slug of new Set(change.slugs)) revalidateTag(TAGS.page(slug), { expire: 0 });
  revalidateTag(TAGS.pages, { expire: 0 });
  if (change.live) warmAfterRevalidation([`/${change.live}`]);
}
