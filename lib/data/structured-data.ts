import { absoluteUrl } from "@/lib/seo/structured-data";
import { SITE_NAME } from "@/lib/site";
import type { SeriesView } from "./types";

/** schema.org Dataset for one economy's series, with its CSV as the distribution. */
export function datasetJsonLd(series: SeriesView, siteUrl: string): Record<string, unknown> {
  const { indicator, economy, points } = series;
  const first = points[0]?.year;
  const last = points.at(-1)?.year;
  return {
    "@context": "https://schema.org",
    "@type": "Dataset",
    name: `${indicator.title}: ${economy.name}`,
    description: `${series.summary} ${indicator.definition} Source: ${indicator.publisherName}.`,
    url: absoluteUrl(siteUrl, series.path),
    identifier: `${indicator.code}/${economy.code}`,
    variableMeasured: { "@type": "PropertyValue", name: indicator.name, unitText: indicator.unit },
    temporalCoverage: `${first}/${last}`,
    spatialCoverage: { "@type": "Place", name: economy.name },
    isBasedOn: indicator.sourceUrl,
    creator: { "@type": "Organization", name: indicator.publisherName },
    publisher: { "@type": "Organization", name: SITE_NAME, url: absoluteUrl(siteUrl, "/") },
    dateModified: indicator.accessed,
    isAccessibleForFree: true,
    distribution: [{ "@type": "DataDownload", encodingFormat: "text/csv", contentUrl: absoluteUrl(siteUrl, series.csvPath) }],
  };
}
