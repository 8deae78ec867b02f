import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/config/env";
import { listDataPaths } from "@/lib/data/service";
import { absoluteUrl } from "@/lib/seo/structured-data";

/** /data/sitemap.xml: every data page (well under the protocol's 50,000 URLs per file); robots.txt lists it. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Per request, so the addresses follow SITE_URL at run time, as /sitemap.xml does.
  await connection();
  const siteUrl = env().siteUrl;
  return listDataPaths().map((path) => ({ url: absoluteUrl(siteUrl, path), changeFrequency: "monthly" as const, priority: 0.4 }));
}
