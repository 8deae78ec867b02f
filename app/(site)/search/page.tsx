import type { Metadata } from "next";
import { connection } from "next/server";
import { SearchPage } from "@/components/pages/SearchResults";
import { searchPublishedPosts, searchTagsAndAuthors } from "@/lib/posts/service";
import { MAX_QUERY_LENGTH } from "@/lib/posts/search";

type Props = { searchParams: Promise<{ q?: string | string[] }> };

function queryOf(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, MAX_QUERY_LENGTH) ?? "";
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = queryOf((await searchParams).q);
  // Result pages are for readers, not for search engines' indexes.
  return { title: query ? `Search: ${query}` : "Search", robots: { index: false, follow: true } };
}

export default async function Search({ searchParams }: Props) {
  await connection();
  const query = queryOf((await searchParams).q);
  if (!query) return <SearchPage query={query} result={null} taxonomy={null} />;
  const [result, taxonomy] = await Promise.all([searchPublishedPosts(query), searchTagsAndAuthors(query)]);
  return <SearchPage query={query} result={result} taxonomy={taxonomy} />;
}
