/**
 * The series behind a checked figure (`check.claims[].series`): every year the snapshot holds for the indicator
 * and economy the verdict was decided on, in the file's own units, so a client can draw the figure in context
 * (the assistant's small chart) and the values are the CSV cells a reader can download from the data page.
 */
import { FX_SLUG, type CheckedAssessment, type Observation } from "./evaluate";
import { indicatorMeta, latestActualYear, type OfficialData } from "./official-data";
import type { ClaimSeries } from "./types";
import { dataPagePath } from "./unmapped";

/** Every year of one indicator for one economy, oldest first; `projected` after the IMF's latest actual year. */
export function seriesOf(data: OfficialData, observation: Observation, quotedValue: number | null): ClaimSeries | null {
  const { slug, country, year } = observation;
  const texts = data.sourceText.get(slug)?.get(country);
  if (!texts) return null;
  const meta = indicatorMeta(data, slug);
  const latestActual = latestActualYear(data, slug, country);
  const points = [...texts]
    .sort((a, b) => a[0] - b[0])
    .map(([y, text]) => ({ year: y, value: Number(text), projected: latestActual !== undefined && y > latestActual }));
  return {
    indicator: slug,
    country,
    unit: meta.unit,
    points,
    name: meta.name,
    country_name: data.countries.get(country)?.name ?? country,
    path: dataPagePath(data, slug, country),
    year,
    quoted_value: quotedValue,
  };
}

/**
 * The quoted figure in the series' units, where it is a level of that series: as compared (a local-currency
 * amount at the year's exchange rate, an inverted exchange rate), then out of plain units into the file's
 * (the IMF GDP file is in US$ billions). A change, or a figure compared with a value computed from two series
 * (nominal growth, the tax bracket), is no point on the line: null.
 */
export function quotedInSeriesUnits(data: OfficialData, assessment: CheckedAssessment): number | null {
  const reading = assessment.decisive;
  if (reading.transform !== "level") return null;
  const evidence = reading.evidence[0];
  const [observation, second] = evidence.observations;
  const quoted = assessment.claim.signed.value;
  let plain: number | null = null;
  if (reading.measure === "exchange_rate") plain = assessment.claim.fx?.inverse ? (quoted === 0 ? null : 1 / quoted) : quoted;
  else if (second === undefined && evidence.official === observation.value) plain = quoted;
  else if (second?.slug === FX_SLUG && observation.slug !== FX_SLUG && second.value !== 0) plain = quoted / second.value;
  return plain === null ? null : plain / indicatorMeta(data, observation.slug).scale;
}

/** The series a checked figure was decided on (its decisive reading's first row), with the quote placed on it. */
export function claimSeries(data: OfficialData, assessment: CheckedAssessment): ClaimSeries | null {
  const observation = assessment.decisive.evidence[0].observations[0];
  return seriesOf(data, observation, quotedInSeriesUnits(data, assessment));
}
