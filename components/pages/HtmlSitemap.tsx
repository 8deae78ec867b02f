import { PageLink } from "@/components/ui/PageLink";
import type { Category } from "@/lib/categories/categories";
import type { PostLink } from "@/lib/posts/types";
import styles from "./pages.module.css";

const SECTIONS = [
  { name: "Home", url: "/" },
  { name: "All Articles", url: "/articles" },
  { name: "Trending Articles", url: "/trending" },
  { name: "Search", url: "/search" },
  { name: "Official data", url: "/data" },
  { name: "Corrections", url: "/corrections" },
];

/** The human-readable sitemap: sections, categories, pages and the newest articles. */
export function HtmlSitemap({
  pages,
  posts,
  categories,
}: {
  pages: { slug: string; title: string }[];
  posts: PostLink[];
  categories: Pick<Category, "name" | "slug">[];
}) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Sitemap</h1>
      <p className={styles.lead}>Every section of Basis Point in one place.</p>
      <div className={styles.columns}>
        <section aria-labelledby="sitemap-sections">
          <h2 id="sitemap-sections">Sections</h2>
          <ul className={styles.linkList}>
            {SECTIONS.map((section) => (
              <li key={section.url}>
                <PageLink href={section.url}>{section.name}</PageLink>
              </li>
            ))}
          </ul>
          <h2 id="sitemap-categories">Categories</h2>
          <ul className={styles.linkList} aria-labelledby="sitemap-categories">
            {categories.map((category) => (
              <li key={category.slug}>
                <PageLink href={`/category/${category.slug}`}>{category.name}</PageLink>
              </li>
            ))}
          </ul>
          <h2 id="sitemap-pages">Pages</h2>
          <ul className={styles.linkList} aria-labelledby="sitemap-pages">
            {pages.map((page) => (
              <li key={page.slug}>
                <PageLink href={`/${page.slug}`}>{page.title}</PageLink>
              </li>
            ))}
            <li>
              <PageLink href="/terms">Terms and Legal Disclaimer</PageLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="sitemap-articles">
          <h2 id="sitemap-articles">Latest articles</h2>
          <ul className={styles.linkList}>
            {posts.map((post) => (
              <li key={post.id}>
                <PageLink href={`/post/${post.id}`}>{post.title}</PageLink>
              </li>
            ))}
          </ul>
          <PageLink href="/articles">All articles</PageLink>
        </section>
      </div>
    </div>
  );
}
