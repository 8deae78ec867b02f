import { findEconomy, requireSeries, seriesCsv } from "@/lib/data/service";
import { DATA_PATHS } from "@/lib/data/slugs";
import { withErrors } from "@/lib/http/responses";

type Context = { params: Promise<{ indicator: string; country: string }> };

// /data/{indicator}/{country}.csv is rewritten here (next.config.mjs). Cached like the page it belongs to.
export const revalidate = 86400;
export const dynamic = "force-static";
export function generateStaticParams(): { indicator: string; country: string }[] {
  return [];
}

export const GET = withErrors<Context>(async (_request, { params }) => {
  const { indicator, country } = await params;
  const match = findEconomy(country);
  if (match && "redirectTo" in match) {
    return new Response(null, { status: 308, headers: { Location: DATA_PATHS.csv(indicator, match.redirectTo) } });
  }
  const series = requireSeries(indicator, match?.economy ?? null);
  return new Response(seriesCsv(series), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${series.indicator.slug}-${series.economy.slug}.csv"`,
    },
  });
});
