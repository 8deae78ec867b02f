import type { Metadata } from "next";
import { connection } from "next/server";
import { ListPage } from "@/components/posts/ListPage";
import { ALL_ARTICLES_TEXTS } from "@/lib/posts/list";

export const metadata: Metadata = {
  title: "All Articles",
  description: "Every Basis Point article, newest first: markets, the economy, public finances and personal finance, with the figures checked.",
  alternates: { canonical: "/articles" },
};

export default async function ArticlesPage() {
  await connection();
  return (
    <ListPage
      heading="All Articles"
      source={{ kind: "all", order: "newest" }}
      texts={ALL_ARTICLES_TEXTS}
      sidebarTitle="Trending Articles"
      viewAllTrending
    />
  );
}
