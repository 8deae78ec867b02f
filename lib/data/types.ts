import type { IndicatorGroupId } from "./catalogue";

/** One indicator file as the data pages show it. */
export interface IndicatorView {
  /** The file's slug (`inflation_cpi_pct`). */
  fileSlug: string;
  /** The address's slug (`inflation-cpi-pct`). */
  slug: string;
  path: string;
  group: IndicatorGroupId;
  title: string;
  /** The publisher's own name of the series. */
  name: string;
  unit: string;
  definition: string;
  code: string;
  publisher: "WDI" | "IMF";
  publisherName: string;
  sourceUrl: string;
  /** The release as indicators.csv states it (`data_vintage`). */
  release: string;
  /** The snapshot date, ISO (`2026-07-01`). */
  accessed: string;
  latestYear: number;
  /** Whether later years than the latest actual one are projections (the IMF files). */
  hasProjections: boolean;
}

export interface EconomyRef {
  code: string;
  name: string;
  slug: string;
  aggregate: boolean;
}

export interface DataPoint {
  year: number;
  value: number;
  /** The cell exactly as written in the source file. */
  text: string;
  projected: boolean;
  /** Rounded for display, with the unit. */
  display: string;
}

export interface SeriesView {
  indicator: IndicatorView;
  economy: EconomyRef;
  /** Only the years that have a value, oldest first: a missing year is a gap, never a zero. */
  points: DataPoint[];
  /** Last year that is an outturn; later points are projections. */
  latestActualYear: number | undefined;
  summary: string;
  path: string;
  csvPath: string;
}

export interface RankedRow {
  rank: number | null;
  economy: EconomyRef;
  point: DataPoint;
}

export type RankingSort = "value" | "name";

/** What the editor's chart block offers: every indicator and economy by address slug and name. */
export interface ChartChoices {
  indicators: { slug: string; title: string }[];
  economies: { slug: string; name: string }[];
}
