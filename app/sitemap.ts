import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/config/env";
import { getPageLinks } from "@/lib/pages/service";
import { getCategories, getPostLinks, getTaxonomyLinks } from "@/lib/posts/service";
import { absoluteUrl, authorPath, tagPath } from "@/lib/seo/structured-data";

// The protocol allows 50,000 URLs per file; the newest posts fill what the fixed pages, the tags
// and the bylines leave (a newsroom has hundreds of those, not tens of thousands).
const MAX_POST_URLS = 45_000;

/** /sitemap.xml: the lists, the categories, the tag and author pages, the CMS pages and the published posts. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const siteUrl = env().siteUrl;
  const [pages, posts, taxonomy, categories] = await Promise.all([
    getPageLinks(),
    getPostLinks(MAX_POST_URLS),
    getTaxonomyLinks(),
    getCategories(),
  ]);
  const newest = posts[0]?.updatedAt;
  return [
    { url: absoluteUrl(siteUrl, "/"), changeFrequency: "hourly", priority: 1, lastModified: newest },
    { url: absoluteUrl(siteUrl, "/articles"), changeFrequency: "hourly", priority: 0.8, lastModified: newest },
    { url: absoluteUrl(siteUrl, "/trending"), changeFrequency: "hourly", priority: 0.6 },
    ...categories.map((category) => ({
      url: absoluteUrl(siteUrl, `/category/${category.slug}`),
      changeFrequency: "daily" as const,
      priority: 0.6,
    })),
    ...taxonomy.tags.map((slug) => ({ url: absoluteUrl(siteUrl, tagPath(slug)), changeFrequency: "daily" as const, priority: 0.5 })),
    ...taxonomy.authors.map((slug) => ({ url: absoluteUrl(siteUrl, authorPath(slug)), changeFrequency: "weekly" as const, priority: 0.4 })),
    ...pages.map((page) => ({
      url: absoluteUrl(siteUrl, `/${page.slug}`),
      lastModified: page.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.3,
    })),
    { url: absoluteUrl(siteUrl, "/terms"), changeFrequency: "yearly", priority: 0.2 },
    { url: absoluteUrl(siteUrl, "/sitemap"), changeFrequency: "daily", priority: 0.2 },
    ...posts.map((post) => ({
      url: absoluteUrl(siteUrl, `/post/${post.id}`),
      lastModified: post.updatedAt,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
  ];
}
