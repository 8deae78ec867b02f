import Link from "next/link";
import { CATEGORIES } from "@/lib/categories/categories";
import type { PostLink } from "@/lib/posts/repository";
import styles from "./pages.module.css";

const SECTIONS = [
  { name: "Home", url: "/" },
  { name: "All Articles", url: "/articles" },
  { name: "Trending Articles", url: "/trending" },
  { name: "Search", url: "/search" },
];

/** The human-readable sitemap: sections, categories, pages and the newest articles. */
export function HtmlSitemap({ pages, posts }: { pages: { slug: string; title: string }[]; posts: PostLink[] }) {
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
                <Link href={section.url}>{section.name}</Link>
              </li>
            ))}
          </ul>
          <h2 id="sitemap-categories">Categories</h2>
          <ul className={styles.linkList} aria-labelledby="sitemap-categories">
            {CATEGORIES.map((category) => (
              <li key={category.slug}>
                <Link href={`/category/${category.slug}`}>{category.name}</Link>
              </li>
            ))}
          </ul>
          <h2 id="sitemap-pages">Pages</h2>
          <ul className={styles.linkList} aria-labelledby="sitemap-pages">
            {pages.map((page) => (
              <li key={page.slug}>
                <Link href={`/${page.slug}`}>{page.title}</Link>
              </li>
            ))}
            <li>
              <Link href="/terms">Terms and Legal Disclaimer</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="sitemap-articles">
          <h2 id="sitemap-articles">Latest articles</h2>
          <ul className={styles.linkList}>
            {posts.map((post) => (
              <li key={post.id}>
                <Link href={`/post/${post.id}`}>{post.title}</Link>
              </li>
            ))}
          </ul>
          <Link href="/articles">All articles</Link>
        </section>
      </div>
    </div>
  );
}
