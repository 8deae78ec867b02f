import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db/connection";
import { SAFETY_NET_REVALIDATE_SECONDS, TAGS } from "@/lib/cache/tags";
import { readMenus } from "./repository";
import type { MenuItem, MenuLocation } from "./types";

export const getMenus = unstable_cache(
  async (location?: MenuLocation): Promise<MenuItem[]> => readMenus(await getDb(), location),
  ["menus"],
  { tags: [TAGS.menus], revalidate: SAFETY_NET_REVALIDATE_SECONDS },
);
