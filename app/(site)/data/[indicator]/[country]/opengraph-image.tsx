import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { OG_SIZE, SeriesOgImage } from "@/components/data/SeriesOgImage";
import { findEconomy, getSeries } from "@/lib/data/service";
import { SITE_NAME } from "@/lib/site";

type Props = { params: Promise<{ indicator: string; country: string }> };

// Cached like the page it illustrates: drawn on its first request, kept for a day.
export const revalidate = 86400;
export const size = OG_SIZE;
export const contentType = "image/png";
export const alt = "A line chart of the series with its latest value";

export function generateStaticParams(): { indicator: string; country: string }[] {
  return [];
}

/** The series page's Open Graph image (Next adds og:image and twitter:image to the page's head). */
export default async function Image({ params }: Props) {
  const { indicator, country } = await params;
  const match = findEconomy(country);
  const series = match && "economy" in match ? getSeries(indicator, match.economy) : null;
  if (!series) notFound();
  // next/og answers `max-age=0, must-revalidate` of its own, which would keep shared caches from holding the
  // image; the page's own header instead (the server keeps its render for a day either way).
  return new ImageResponse(<SeriesOgImage series={series} siteName={SITE_NAME} />, {
    ...OG_SIZE,
    headers: { "Cache-Control": `public, s-maxage=${revalidate}, stale-while-revalidate=31449600` },
  });
}
