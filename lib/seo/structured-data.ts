import { SITE_NAME } from "@/lib/site";
import type { PostDetail } from "@/lib/posts/types";

/** An absolute URL on this site (canonical links, feeds, structured data). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/** schema.org NewsArticle for an article page. */
export function newsArticleJsonLd(post: PostDetail, siteUrl: string, description: string): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, post.url);
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title,
    description,
    image: [absoluteUrl(siteUrl, post.image)],
    datePublished: post.date,
    dateModified: post.updatedAt,
    articleSection: post.category_name,
    author: post.show_author ? [{ "@type": "Person", name: post.author.name }] : [{ "@type": "Organization", name: SITE_NAME }],
    publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl(siteUrl, "/") },
  };
}

/** schema.org BreadcrumbList: Home / Articles / title, as the page's breadcrumb shows. */
export function breadcrumbJsonLd(crumbs: { name: string; path: string }[], siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
