import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { ListPage } from "@/components/posts/ListPage";
import { categoryTexts } from "@/lib/posts/list";
import { getCategory, getCategoryRedirect } from "@/lib/posts/service";
import { SITE_NAME } from "@/lib/site";

// Cached and the same for every reader; rendered on its first request and kept until posts or
// categories change or a minute passes (view counts move the trending lists).
export const revalidate = 60;
export const dynamic = "error";
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await getCategory((await params).slug);
  if (!category) return {};
  return {
    title: `${category.name} Articles`,
    description:
      category.description ||
      `The latest ${category.name.toLowerCase()} articles from ${SITE_NAME}, with the most read ${category.name.toLowerCase()} stories.`,
    alternates: { canonical: `/category/${category.slug}` },
  };
}

export default async function CategoryPage({ params }: Props) {
  const { slug: raw } = await params;
  const category = await getCategory(raw);
  // Before any Suspense boundary renders, so the answer keeps its 404 (or 308) status.
  if (!category) {
    // A merged or re-slugged category's old address leads to the category it became.
    const target = await getCategoryRedirect(raw);
    if (target) permanentRedirect(`/category/${target}`);
    notFound();
  }
  const slug = category.slug;
  return (
    <ListPage
      heading={`${slug} Articles`}
      capitalizeHeading
      source={{ kind: "category", slug, categoryId: category.id }}
      texts={categoryTexts(slug)}
      sidebarTitle={`Trending in ${slug}`}
    />
  );
}
