import type { Metadata } from "next";
import { connection } from "next/server";
import { HtmlSitemap } from "@/components/pages/HtmlSitemap";
import { getPageLinks } from "@/lib/pages/service";
import { getPostLinks } from "@/lib/posts/service";

export const metadata: Metadata = {
  title: "Sitemap",
  description: "Every section, category and page of Basis Point, with the newest articles.",
  alternates: { canonical: "/sitemap" },
};

const LATEST_ARTICLES = 50;

export default async function SitemapPage() {
  await connection();
  const [pages, posts] = await Promise.all([getPageLinks(), getPostLinks(LATEST_ARTICLES)]);
  return <HtmlSitemap pages={pages} posts={posts} />;
}
