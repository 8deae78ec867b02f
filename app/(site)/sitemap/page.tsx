import type { Metadata } from "next";
import { HtmlSitemap } from "@/components/pages/HtmlSitemap";
import { getPageLinks } from "@/lib/pages/service";
import { getCategories, getPostLinks } from "@/lib/posts/service";

// Cached and the same for every reader; rendered on its first request and kept until posts or
// pages or categories change, or a minute passes.
export const revalidate = 60;
export const dynamic = "error";

export const metadata: Metadata = {
  title: "Sitemap",
  description: "Every section, category and page of Basis Point, with the newest articles.",
  alternates: { canonical: "/sitemap" },
};

const LATEST_ARTICLES = 50;

export default async function SitemapPage() {
  const [pages, posts, categories] = await Promise.all([getPageLinks(), getPostLinks(LATEST_ARTICLES), getCategories()]);
  return <HtmlSitemap pages={pages} posts={posts} categories={categories} />;
}
