import { SITE_NAME } from "@/lib/site";
import type { AuthorProfile, PostDetail } from "@/lib/posts/types";

/** An absolute URL on this site (canonical links, feeds, structured data). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/** A byline's page and a tag's page. */
export const authorPath = (slug: string) => `/author/${encodeURIComponent(slug)}`;
export const tagPath = (slug: string) => `/tag/${encodeURIComponent(slug)}`;

/** schema.org Person for a byline's page (/author/{slug}). */
export function personJsonLd(author: AuthorProfile, siteUrl: string): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, authorPath(author.slug));
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": url,
    name: author.name,
    url,
    ...(author.role ? { jobTitle: author.role } : {}),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.avatar ? { image: absoluteUrl(siteUrl, author.avatar) } : {}),
    ...(author.links.length > 0 ? { sameAs: author.links.map((link) => link.url) } : {}),
    worksFor: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl(siteUrl, "/") },
  };
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
    author:
      post.show_author && post.authors.length > 0
        ? post.authors.map((author) => ({ "@type": "Person", name: author.name, url: absoluteUrl(siteUrl, authorPath(author.slug)) }))
        : [{ "@type": "Organization", name: SITE_NAME }],
    ...(post.tags.length > 0 ? { keywords: post.tags.map((tag) => tag.name) } : {}),
    ...(post.corrections.length > 0
      ? { correction: post.corrections.map((item) => ({ "@type": "CorrectionComment", text: item.text, datePublished: item.createdAt })) }
      : {}),
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
