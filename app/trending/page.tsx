import type { Metadata } from "next";
import { connection } from "next/server";
import { ListPage } from "@/components/posts/ListPage";
import { ALL_ARTICLES_TEXTS } from "@/lib/posts/list";

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
      texts={ALL_ARTICLES_TEXTS}
      sidebarTitle="Trending Articles"
    />
  );
}
