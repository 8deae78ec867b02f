import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/connection";
import { sanitizeHtml } from "@/lib/content/sanitize";
import { TAGS } from "@/lib/cache/tags";
import { findPublishedPage, listPublishedPages } from "./repository";
import type { CmsPage } from "./types";

const PAGE_REVALIDATE_SECONDS = 3600;

/** A published CMS page with its body sanitized, or null. Cached per slug. */
export function getPage(slug: string): Promise<CmsPage | null> {
  return unstable_cache(
    async () => {
      const page = await findPublishedPage(await getDb(), slug);
      return page ? { ...page, content: sanitizeHtml(page.content) } : null;
    },
    ["pages:detail", slug],
    { tags: [TAGS.pages], revalidate: PAGE_REVALIDATE_SECONDS },
  )();
}

export const getPageLinks = unstable_cache(async () => listPublishedPages(await getDb()), ["pages:links"], {
  tags: [TAGS.pages],
  revalidate: PAGE_REVALIDATE_SECONDS,
});
