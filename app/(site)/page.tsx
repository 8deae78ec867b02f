import type { Metadata } from "next";
import { ListPage } from "@/components/posts/ListPage";
import { ALL_ARTICLES_TEXTS } from "@/lib/posts/list";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";

// Cached and the same for every reader; rendered on its first request and kept until posts or the
// front page's pins change, or a minute passes (view counts move the trending lists).
export const revalidate = 60;
export const dynamic = "error";

export const metadata: Metadata = {
  title: { absolute: `${SITE_NAME} — markets, the economy and investing` },
  description: SITE_DESCRIPTION,
  alternates: { canonical: "/" },
};

export default async function HomePage() {
  return (
    <ListPage
      heading="Latest Articles"
      source={{ kind: "front-page" }}
      texts={ALL_ARTICLES_TEXTS}
      sidebarTitle="Trending Articles"
      viewAllTrending
    />
  );
}
