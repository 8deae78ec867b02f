import { revalidateTag, unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/connection";
import { sanitizeHtml } from "@/lib/content/sanitize";
import { SAFETY_NET_REVALIDATE_SECONDS, TAGS } from "@/lib/cache/tags";
import { warmAfterRevalidation } from "@/lib/cache/warm";
import { findPageRedirect, findPublishedPage, listPublishedPages } from "./repository";
import type { CmsPage } from "./types";

/** Thrown inside a cached read that found nothing, so that nothing is kept (unstable_cache keeps no error). */
class NothingFound extends Error {}

/**
 * A read of what readers find at /{slug}, cached per slug; a miss is not: any unknown path reaches
 * that page (app/[slug]), and random paths must not fill the cache. Tagged by the slug alone, so a
 * change to one page renders only its addresses again.
 */
async function readAtSlug<T>(name: string, slug: string, read: () => Promise<T | undefined>): Promise<T | null> {
  try {
    return await unstable_cache(
      async () => {
        const found = await read();
        if (found === undefined) throw new NothingFound();
        return found;
      },
      [name, slug],
      { tags: [TAGS.page(slug)], revalidate: SAFETY_NET_REVALIDATE_SECONDS },
    )();
  } catch (error) {
    if (error instanceof NothingFound) return null;
    throw error;
  }
}

/** A published CMS page with its body sanitized, or null. */
export function getPage(slug: string): Promise<CmsPage | null> {
  return readAtSlug("pages:detail", slug, async () => {
    const page = await findPublishedPage(await getDb(), slug);
    return page && { ...page, content: sanitizeHtml(page.content) };
  });
}

/** The slug of the published page an old slug (of a renamed page) now redirects to, or null. */
export function getPageRedirect(slug: string): Promise<string | null> {
  return readAtSlug("pages:redirect", slug, async () => findPageRedirect(await getDb(), slug));
}

export const getPageLinks = unstable_cache(async () => listPublishedPages(await getDb()), ["pages:links"], {
  tags: [TAGS.pages],
  revalidate: SAFETY_NET_REVALIDATE_SECONDS,
});

/**
 * Call after a page changes what readers see (lib/newsroom/pages.ts): the page at every address
 * whose answer changed (its slug, and its old slugs when where they lead changed), and the sitemaps
 * that list pages; nothing else shows a page. `live`: its address now, while published, rendered
 * again at once.
 */
export function revalidatePage(change: { slugs: string[]; live?: string }): void {
  for (const slug of new Set(change.slugs)) revalidateAddress(slug);
  revalidateTag(TAGS.pages, { expire: 0 });
  if (change.live) warmAfterRevalidation([`/${change.live}`]);
}

/** Call when only what /{slug} answers changed (an old address removed): that address alone, no list shows it. */
export function revalidateAddress(slug: string): void {
  revalidateTag(TAGS.page(slug), { expire: 0 });
}
