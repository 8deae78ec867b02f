import type { ReactNode } from "react";
import { preload } from "react-dom";
import { listEndpoint, type ListSource } from "@/lib/posts/list";
import { loadInitialList, loadTrending } from "@/lib/posts/service";
import { ArticleList, type ListTexts } from "./ArticleList";
import { TrendingSidebar } from "./TrendingSidebar";
import styles from "./posts.module.css";
import ui from "@/components/ui/ui.module.css";

async function ListLoader({ source, texts }: { source: ListSource; texts: ListTexts }) {
  const initial = await loadInitialList(source);
  // The first card's image is the page's largest paint on a phone: fetch it while the head is parsed.
  if (initial.posts[0]) preload(initial.posts[0].image, { as: "image", fetchPriority: "high" });
  return (
    <ArticleList
      initial={initial}
      endpoint={listEndpoint(source)}
      texts={texts}
      sampleSlug={source.kind === "category" ? source.slug : undefined}
    />
  );
}

async function TrendingLoader({ title, categoryId, viewAll }: { title: string; categoryId?: number; viewAll: boolean }) {
  return <TrendingSidebar title={title} posts={await loadTrending(categoryId)} viewAll={viewAll} />;
}

export interface ListPageProps {
  heading: string;
  /** Category headings read '{slug} Articles' (docs/behaviour.md#screens) and are shown with the slug capitalized. */
  capitalizeHeading?: boolean;
  source: ListSource;
  texts: ListTexts;
  sidebarTitle: string;
  viewAllTrending?: boolean;
  /** Shown under the heading: a tag's description, a byline's profile. */
  intro?: ReactNode;
}

/**
 * A list page (home, all articles, trending, a category, a tag, a byline): the list on two thirds of the width and
 * the trending sidebar. Cached whole, so it is sent complete and in reading order.
 */
export function ListPage({
  heading,
  capitalizeHeading = false,
  source,
  texts,
  sidebarTitle,
  viewAllTrending = false,
  intro,
}: ListPageProps) {
  return (
    <div className={ui.page}>
      <div className={ui.twoThirds}>
        <section aria-labelledby="list-heading">
          <h1 id="list-heading" className={capitalizeHeading ? `${styles.heading} ${styles.capitalize}` : styles.heading}>
            {heading}
          </h1>
          {intro}
          <ListLoader source={source} texts={texts} />
        </section>
        <aside className={ui.sidebar}>
          <TrendingLoader
            title={sidebarTitle}
            categoryId={source.kind === "category" ? source.categoryId : undefined}
            viewAll={viewAllTrending}
          />
        </aside>
      </div>
    </div>
  );
}
