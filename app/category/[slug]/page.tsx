import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ListPage } from "@/components/posts/ListPage";
import { categoryBySlug } from "@/lib/categories/categories";
import { categoryTexts } from "@/lib/posts/list";
import { SITE_NAME } from "@/lib/site";

// Cached and the same for every reader; rendered on its first request and kept until posts change
// or a minute passes (view counts move the trending lists).
export const revalidate = 60;
export const dynamic = "error";
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryBySlug((await params).slug);
  if (!category) return {};
  return {
    title: `${category.name} Articles`,
    description: `The latest ${category.name.toLowerCase()} articles from ${SITE_NAME}, with the most read ${category.name.toLowerCase()} stories.`,
    alternates: { canonical: `/category/${category.slug}` },
  };
}

export default async function CategoryPage({ params }: Props) {
  const { slug: raw } = await params;
  const category = categoryBySlug(raw);
  // Before any Suspense boundary renders, so the answer keeps its 404 status.
  if (!category) notFound();
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
