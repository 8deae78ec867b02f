import type { Metadata } from "next";
import { connection } from "next/server";
import { ListPage } from "@/components/posts/ListPage";

export const metadata: Metadata = {
  title: "Trending Articles",
  description: "The most read Basis Point articles on markets, the economy and investing.",
  alternates: { canonical: "/trending" },
};

export default async function TrendingPage() {
  await connection();
  return (
    <ListPage
      heading="Trending Articles"
      source={{ kind: "all", order: "trending" }}
      texts={{ emptyTitle: "No articles found", emptyText: "Check back later for new content", endMessage: "You've reached the end of the articles" }}
      sidebarTitle="Trending Articles"
    />
  );
}
