import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/connection";
import { sanitizeHtml } from "@/lib/content/sanitize";
import { SAFETY_NET_REVALIDATE_SECONDS, TAGS } from "@/lib/cache/tags";
import { findPublishedPage, listPublishedPages } from "./repository";
import type { CmsPage } from "./types";

/** Thrown inside the cached read so that a missing page is not kept (unstable_cache keeps no error). */
class NoSuchPage extends Error {}

/**
 * A published CMS page with its body sanitized, or null. Cached per slug; a missing one is not: any
 * unknown path reaches this page (app/[slug]), and random paths must not fill the cache.
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
      { tags: [TAGS.pages], revalidate: SAFETY_NET_REVALIDATE_SECONDS },
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
