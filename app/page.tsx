import type { Metadata } from "next";
import { connection } from "next/server";
import { ListPage } from "@/components/posts/ListPage";
import { ALL_ARTICLES_TEXTS } from "@/lib/posts/list";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";

export const metadata: Metadata = {
  title: { absolute: `${SITE_NAME} — markets, the economy and investing` },
  description: SITE_DESCRIPTION,
  alternates: { canonical: "/" },
};

export default async function HomePage() {
  await connection();
  return (
    <ListPage
      heading="Latest Articles"
      source={{ kind: "all", order: "newest" }}
      texts={ALL_ARTICLES_TEXTS}
      sidebarTitle="Trending Articles"
      viewAllTrending
    />
  );
}
