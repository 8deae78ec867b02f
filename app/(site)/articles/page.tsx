import type { Metadata } from "next";
import { ListPage } from "@/components/posts/ListPage";
import { ALL_ARTICLES_TEXTS } from "@/lib/posts/list";

// Cached and the same for every reader; rendered on its first request and kept until posts change
// or a minute passes (view counts move the trending lists).
export const revalidate = 60;
export const dynamic = "error";

export const metadata: Metadata = {
  title: "All Articles",
  description:
    "Every Basis Point article, newest first: markets, the economy, public finances and personal finance, with the figures checked.",
  alternates: { canonical: "/articles" },
};

export default async function ArticlesPage() {
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
