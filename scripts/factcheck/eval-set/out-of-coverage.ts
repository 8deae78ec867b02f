/**
 * Questions the snapshot cannot answer, whatever their figure: other indicators, sub-national places, months
 * and quarters, years past the data, and series only another publisher produces. The right answer is always
 * "unclear"; a figure matched against some other series is the failure these catch. Same slots as
 * phrasing.ts, plus {SUB} (a sub-national place), {M} (a month), {Q} (a quarter number), {ORD} (an ordinal),
 * {F} (a year past the data) and {V} drawn from the template's range.
 */
import type { Part } from "./phrasing";

export type OutOfCoverageKind = "indicator" | "subnational" | "subannual" | "future" | "publisher";

export interface OutOfCoverageTemplate {
  kind: OutOfCoverageKind;
  text: string;
  /** Range and decimals of {V}. */
  value: [number, number, number];
  /** Years for {F}: "far" = after every series (2031–2040), "wdi" = after the WDI-only series (2027–2030). */
  future?: "far" | "wdi";
}

const t = (kind: OutOfCoverageKind, text: string, value: [number, number, number], future?: "far" | "wdi"): OutOfCoverageTemplate => ({
  kind,
  text,
  value,
  future,
});

const DEV: OutOfCoverageTemplate[] = [
  t("indicator", "Is it true that life expectancy in {P} was {V} years in {Y}?", [68, 85, 1]),
  t("indicator", "Was {P's} Gini index {V} in {Y}?", [25, 55, 1]),
  t("indicator", "Did {P's} oil output grow {V}% in {Y}?", [1, 9, 1]),
  t("indicator", "Did the S&P 500 end {Y} at {V}?", [2500, 6000, 0]),
  t("indicator", "Did the Nikkei rise {V}% in {Y}?", [3, 30, 0]),
  t("indicator", "House prices in {P} rose {V}% in {Y}, is that right?", [2, 12, 1]),
  t("indicator", "Did wages in {P} grow {V}% in {Y}?", [1, 8, 1]),
  t("indicator", "Was the poverty rate in {P} {V}% in {Y}?", [5, 30, 1]),
  t("indicator", "Was youth unemployment in {P} {V}% in {Y}?", [8, 35, 1]),
  t("indicator", "Was {P's} policy interest rate {V}% at the end of {Y}?", [0.5, 8, 2]),
  t("indicator", "Did {P's} 10-year bond yield hit {V}% in {Y}?", [1, 7, 1]),
  t("indicator", "Did car sales in {P} rise {V}% in {Y}?", [2, 15, 1]),
  t("indicator", "Was {P's} household debt {V}% of GDP in {Y}?", [40, 110, 0]),
  t("indicator", "Did industrial production in {P} grow {V}% in {Y}?", [0.5, 6, 1]),
  t("indicator", "Was {P's} literacy rate {V}% in {Y}?", [80, 99, 1]),
  t("indicator", "Did {P's} CO2 emissions fall {V}% in {Y}?", [1, 6, 1]),
  t("indicator", "Did tourist arrivals in {P} grow {V}% in {Y}?", [3, 25, 0]),
  t("indicator", "Was {P's} military spending {V}% of GDP in {Y}?", [1, 4, 1]),
  t("indicator", "Did retail sales in {P} grow {V}% in {Y}?", [1, 6, 1]),
  t("indicator", "Did {P's} steel output rise {V}% in {Y}?", [1, 8, 1]),
  t("indicator", "Was {P's} corporate tax rate {V}% in {Y}?", [15, 30, 0]),
  t("indicator", "{P's} stock market rose {V}% in {Y}. True?", [5, 25, 0]),
  t("subnational", "Did California's economy grow {V}% in {Y}?", [1, 5, 1]),
  t("subnational", "Was unemployment in Texas {V}% in {Y}?", [3, 6, 1]),
  t("subnational", "Bavaria's GDP was ${V} billion in {Y}, is that right?", [600, 900, 0]),
  t("subnational", "Was Ontario's population {V} million in {Y}?", [13, 16, 1]),
  t("subnational", "Did Scotland's economy expand {V}% in {Y}?", [0.5, 3, 1]),
  t("subnational", "Was inflation in Catalonia {V}% in {Y}?", [1, 6, 1]),
  t("subnational", "Did Guangdong's GDP grow {V}% in {Y}?", [3, 7, 1]),
  t("subnational", "Was unemployment in Queensland {V}% in {Y}?", [3, 6, 1]),
  t("subannual", "Was {P's} inflation rate {V}% in {M} {Y}?", [1, 9, 1]),
  t("subannual", "Did {P's} GDP grow {V}% in Q{Q} {Y}?", [0.1, 1.5, 1]),
  t("subannual", "Did {P's} economy expand {V}% in the {ORD} quarter of {Y}?", [0.1, 1.5, 1]),
  t("subannual", "Was {P's} unemployment rate {V}% in {M} {Y}?", [3, 12, 1]),
  t("subannual", "Did consumer prices in {P} rise {V}% month-on-month in {M} {Y}?", [0.1, 1, 1]),
  t("future", "Will {P's} economy grow {V}% in {F}?", [1, 5, 1], "far"),
  t("future", "Is it true that {P's} population will reach {V} million by {F}?", [20, 300, 0], "far"),
  t("future", "Is the IMF forecasting {V}% inflation in {P} for {F}?", [1, 5, 1], "far"),
  t("future", "Will {P's} population be {V} million in {F}?", [20, 300, 0], "wdi"),
  t("publisher", "Was the US U-6 unemployment rate {V}% in {Y}?", [6, 10, 1]),
  t("publisher", "Did core PCE inflation in the US run at {V}% in {Y}?", [1.5, 5, 1]),
  t("publisher", "Was {P's} Maastricht debt {V}% of GDP in {Y}, according to Eurostat?", [40, 140, 1]),
  t("publisher", "Was the ISM manufacturing index at {V} in {Y}?", [45, 60, 1]),
];

const HELDOUT: OutOfCoverageTemplate[] = [
  t("indicator", "Is it right that inequality in {P}, measured by the Gini coefficient, was {V} in {Y}?", [25, 55, 1]),
  t("indicator", "Did crude oil production in {P} increase by {V}% in {Y}?", [1, 9, 1]),
  t("indicator", "Was the FTSE 100 at {V} points at the end of {Y}?", [6000, 8500, 0]),
  t("indicator", "Did {D} share prices climb {V}% in {Y}?", [5, 25, 0]),
  t("indicator", "Did rents in {P} go up {V}% in {Y}?", [2, 9, 1]),
  t("indicator", "Did average earnings in {P} increase {V}% in {Y}?", [1, 7, 1]),
  t("indicator", "Did {P's} manufacturing output expand {V}% in {Y}?", [0.5, 6, 1]),
  t("indicator", "Was the average mortgage rate in {P} {V}% in {Y}?", [2, 8, 1]),
  t("indicator", "Did {P's} exports of cars grow {V}% in {Y}?", [2, 20, 0]),
  t("indicator", "Was female labour-force participation in {P} {V}% in {Y}?", [40, 75, 0]),
  t("indicator", "Did electricity generation in {P} rise {V}% in {Y}?", [1, 6, 1]),
  t("indicator", "Was {P's} household savings rate {V}% in {Y}?", [3, 20, 1]),
  t("indicator", "Did median household income in {P} grow {V}% in {Y}?", [1, 6, 1]),
  t("indicator", "Was average life expectancy at birth in {P} {V} in {Y}?", [68, 85, 1]),
  t("indicator", "Did health spending in {P} reach {V}% of GDP in {Y}?", [5, 17, 1]),
  t("indicator", "Did {P's} rice harvest grow {V}% in {Y}?", [1, 6, 1]),
  t("indicator", "Did {P's} trade deficit widen to {V} billion dollars in {Y}?", [20, 300, 0]),
  t("indicator", "Did consumer confidence in {P} fall {V}% in {Y}?", [2, 15, 0]),
  t("indicator", "Was the Sensex up {V}% over {Y}?", [5, 25, 0]),
  t("indicator", "Did the Dow Jones index finish {Y} at {V}?", [25000, 45000, 0]),
  t("indicator", "Did natural gas output in {P} increase {V}% in {Y}?", [1, 9, 1]),
  t("indicator", "Did {P's} productivity grow {V}% in {Y}?", [0.2, 3, 1]),
  t("subnational", "Did the economy of Lagos State expand {V}% in {Y}?", [1, 6, 1]),
  t("subnational", "Was the jobless rate in Punjab province {V}% in {Y}?", [4, 12, 1]),
  t("subnational", "Did Osaka prefecture have {V} million residents in {Y}?", [8, 9.5, 1]),
  t("subnational", "Was the output of the city of Chicago worth ${V} billion in {Y}?", [500, 900, 0]),
  t("subnational", "Did Jalisco state grow {V}% in {Y}?", [1, 5, 1]),
  t("subnational", "Was inflation in Gauteng province {V}% in {Y}?", [3, 8, 1]),
  t("subnational", "Did New South Wales record unemployment of {V}% in {Y}?", [3, 6, 1]),
  t("subannual", "Did inflation in {P} reach {V}% in the year to {M} {Y}?", [1, 9, 1]),
  t("subannual", "Did {P's} GDP grow at an annualised {V}% in the {ORD} quarter of {Y}?", [0.5, 5, 1]),
  t("subannual", "Was {P's} jobless rate {V}% in the three months to {M} {Y}?", [3, 12, 1]),
  t("subannual", "Did {P's} economy grow {V}% in the first half of {Y}?", [0.2, 3, 1]),
  t("subannual", "Did quarterly growth in {P} come in at {V}% at the end of {Y}?", [0.1, 1.5, 1]),
  t("future", "Could {P's} unemployment rate fall to {V}% in {F}?", [2, 10, 1], "far"),
  t("future", "Will {P's} public debt hit {V}% of GDP in {F}?", [40, 200, 0], "far"),
  t("future", "Is {P's} GDP projected to be ${V} trillion in {F}?", [1, 40, 1], "far"),
  t("future", "Will {P's} GDP per capita reach ${V} in {F}?", [3000, 90000, 0], "wdi"),
  t("publisher", "Did the Case-Shiller home price index rise {V}% in {Y}?", [2, 15, 1]),
  t("publisher", "According to the OECD's composite leading indicator, was {P} at {V} in {Y}?", [97, 102, 1]),
  t("publisher", "Did the Conference Board's consumer confidence index fall {V}% in {Y}?", [2, 15, 0]),
  t("publisher", "Was the ECB's deposit rate {V}% at the end of {Y}?", [0, 4, 2]),
  t("publisher", "Did the PCE price index rise {V}% in {Y}?", [1.5, 6, 1]),
  t("publisher", "Was Japan's Tankan index at {V} in {Y}?", [-10, 15, 0]),
];

export const OUT_OF_COVERAGE: Record<Part, OutOfCoverageTemplate[]> = { development: DEV, heldout: HELDOUT };
