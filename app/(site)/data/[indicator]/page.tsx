import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { IndicatorPage } from "@/components/data/IndicatorPage";
import { getIndicator } from "@/lib/data/service";

type Props = { params: Promise<{ indicator: string }> };

// Cached and the same for every reader; ?sort=name is rewritten to ./by/name (next.config.mjs), so that a
// query string never makes this page per-request.
export const revalidate = 86400;
export const dynamic = "error";
export function generateStaticParams(): { indicator: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const indicator = getIndicator((await params).indicator);
  if (!indicator) return { title: "Data not found", robots: { index: false } };
  return {
    title: `${indicator.title} by country`,
    description: `${indicator.definition} Every economy’s latest value, ranked, from ${indicator.publisherName}.`,
    alternates: { canonical: indicator.path },
    openGraph: { type: "website", title: `${indicator.title} by country`, url: indicator.path },
  };
}

export default async function IndicatorRoute({ params }: Props) {
  const indicator = getIndicator((await params).indicator);
  if (!indicator) notFound();
  return <IndicatorPage indicator={indicator} sort="value" />;
}
