import type { Metadata } from "next";
import { ListPage } from "@/components/posts/ListPage";
import { ALL_ARTICLES_TEXTS } from "@/lib/posts/list";

// Cached and the same for every reader; rendered on its first request and kept until posts change
// or a minute passes (view counts move the trending lists).
export const revalidate = 60;
export const dynamic = "error";

export const metadata: Metadata = {
  title: "Trending Articles",
  description: "The most read Basis Point articles on markets, the economy and investing.",
  alternates: { canonical: "/trending" },
};

export default async function TrendingPage() {
  return (
    <ListPage
      heading="Trending Articles"
      source={{ kind: "all", order: "trending" }}
      texts={ALL_ARTICLES_TEXTS}
      sidebarTitle="Trending Articles"
    />
  );
}
