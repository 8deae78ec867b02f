import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { IndicatorPage } from "@/components/data/IndicatorPage";
import { getIndicator } from "@/lib/data/service";

type Props = { params: Promise<{ indicator: string; sort: string }> };

// /data/{indicator}?sort=name lands here through a rewrite (next.config.mjs): cached like the unsorted page.
export const revalidate = 86400;
export const dynamic = "error";
export function generateStaticParams(): { indicator: string; sort: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const indicator = getIndicator((await params).indicator);
  if (!indicator) return { title: "Data not found", robots: { index: false } };
  return { title: `${indicator.title} by country, by name`, alternates: { canonical: indicator.path } };
}

export default async function SortedIndicatorRoute({ params }: Props) {
  const { indicator: slug, sort } = await params;
  const indicator = getIndicator(slug);
  if (!indicator || sort !== "name") notFound();
  return <IndicatorPage indicator={indicator} sort="name" />;
}
