import { revalidateTag, unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/connection";
import { SAFETY_NET_REVALIDATE_SECONDS, TAGS } from "@/lib/cache/tags";
import { warmAfterRevalidation } from "@/lib/cache/warm";
import { readMenus } from "./repository";
import type { MenuItem, MenuLocation } from "./types";

export const getMenus = unstable_cache(
  async (location?: MenuLocation): Promise<MenuItem[]> => readMenus(await getDb(), location),
  ["menus"],
  { tags: [TAGS.menus], revalidate: SAFETY_NET_REVALIDATE_SECONDS },
);

/**
 * Call after a menu is saved: every reading page carries the header and footer, and each page's
 * cache entry carries the `menus` tag of the read above, so that tag is exactly the pages showing a
 * menu (and GET /menus). The front page is rendered again at once; the rest on their next request.
 */
export function revalidateMenus(): void {
  revalidateTag(TAGS.menus, { expire: 0 });
  warmAfterRevalidation(["/"]);
}
