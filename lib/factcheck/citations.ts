/** Citations: one per snapshot row used, deterministic (accessed = the snapshot date, never "now"). */
import type { Observation } from "./evaluate";
import { worldBankLocation } from "./location-codes";
import { indicatorMeta, type OfficialData } from "./official-data";
import type { Citation } from "./types";

export function citationFor(data: OfficialData, obs: Observation): Citation {
  const meta = indicatorMeta(data, obs.slug);
  const country = data.countries.get(obs.country)?.name ?? obs.country;
  const url =
    meta.publisher === "WDI"
      ? `https://data.worldbank.org/indicator/${meta.code}?locations=${worldBankLocation(obs.country)}`
      : meta.sourceUrl;
  return { title: `${meta.name}, ${country}, ${obs.year}`, url, publisher: meta.publisherName, accessed: meta.accessed };
}

/** Citations for the rows, first use first, without duplicates. */
export function citationsFor(data: OfficialData, observations: Observation[]): Citation[] {
  const seen = new Set<string>();
  const citations: Citation[] = [];
  for (const obs of observations) {
    const citation = citationFor(data, obs);
    const key = `${citation.title}|${citation.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    citations.push(citation);
  }
  return citations;
}
