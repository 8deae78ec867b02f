/** @jest-environment node */
import { INDICATOR_PRESENTATION } from "@/lib/data/catalogue";
import { findEconomy, getIndicator, getRanking, getSeries, listDataPaths, listIndicators, seriesCsv } from "@/lib/data/service";
import { countryUrlSlug, indicatorUrlSlug } from "@/lib/data/slugs";
import { getOfficialData } from "@/lib/factcheck/official-data";

const economy = (slug: string) => {
  const match = findEconomy(slug);
  if (!match || !("economy" in match)) throw new Error(`no economy ${slug}`);
  return match.economy;
};

test.each([
  ["Brazil", "brazil"],
  ["United States", "united-states"],
  ["Korea, Rep.", "korea-rep"],
  ["Côte d'Ivoire", "cote-d-ivoire"],
  ["Curaçao", "curacao"],
])("the address of %s is %s", (name, slug) => {
  expect(countryUrlSlug(name)).toBe(slug);
});

test("indicator addresses are the file names with hyphens", () => {
  expect(indicatorUrlSlug("inflation_cpi_pct")).toBe("inflation-cpi-pct");
  expect(getIndicator("imf-gdp-growth-pct")?.fileSlug).toBe("imf_gdp_growth_pct");
  expect(getIndicator("inflation_cpi_pct")).toBeNull();
});

test("every indicator file has its place, title and definition, and every economy a distinct address", () => {
  const files = [...getOfficialData().indicators.keys()].sort();
  expect(Object.keys(INDICATOR_PRESENTATION).sort()).toEqual(files);
  expect(listIndicators()).toHaveLength(28);
  expect(economy("cote-d-ivoire").code).toBe("CIV");
  expect(economy("korea-rep").code).toBe("KOR");
});

test("a lower-case ISO3 code points to the economy's address; anything else is nothing", () => {
  expect(findEconomy("bra")).toEqual({ redirectTo: "brazil" });
  expect(findEconomy("wld")).toEqual({ redirectTo: "world" });
  expect(findEconomy("BRA")).toBeNull();
  expect(findEconomy("atlantis")).toBeNull();
});

test("a WDI series: the sentence from the data, the source's exact text in the CSV", () => {
  const series = getSeries("inflation-cpi-pct", economy("brazil"))!;
  expect(series.summary).toBe("Inflation in Brazil was 5.0% in 2025, up from 4.4% in 2024.");
  expect(series.points.every((p) => !p.projected)).toBe(true);
  expect(seriesCsv(series).split("\n").slice(-3)).toEqual(["2024,4.36746407652337,false", "2025,5.01675279604836,false", ""]);
  // A value that a number cannot write back as the file does.
  const angola = seriesCsv(getSeries("exchange-rate-lcu-per-usd", economy("angola"))!);
  expect(angola.split("\n")[1]).toBe("1990,0.000000029918,false");
});

test("an IMF series: years after the latest actual one are projections", () => {
  const series = getSeries("imf-inflation-cpi-pct", economy("brazil"))!;
  expect(series.latestActualYear).toBe(2024);
  expect(series.points.find((p) => p.year === 2024)?.projected).toBe(false);
  expect(series.points.find((p) => p.year === 2025)).toMatchObject({ text: "5.187", projected: true });
  expect(series.summary).toBe("Inflation in Brazil was 4.4% in 2024, down from 4.6% in 2023; the IMF projects 2.9% for 2030.");
});

test("a missing year is left out, never a zero", () => {
  const series = getSeries("central-government-debt-pct-gdp", economy("bahrain"))!;
  const years = series.points.map((p) => p.year);
  expect(years).toContain(2004);
  expect(years).not.toContain(2005);
  expect(years).toContain(2006);
});

test("the ranking: economies highest first, aggregates apart and unranked; by name on request", () => {
  const ranking = getRanking("gdp-current-usd", "value")!;
  expect(ranking.economies[0]).toMatchObject({ rank: 1, economy: { code: "USA" } });
  const values = ranking.economies.map((r) => r.point.value);
  expect(values).toEqual([...values].sort((a, b) => b - a));
  expect(ranking.economies.some((r) => r.economy.code === "WLD")).toBe(false);
  expect(ranking.aggregates.find((r) => r.economy.code === "WLD")).toMatchObject({ rank: null });
  const byName = getRanking("gdp-current-usd", "name")!.economies.map((r) => r.economy.name);
  expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, "en")));
});

test("the sitemap lists every series, indicator and country page once", () => {
  const paths = listDataPaths();
  expect(new Set(paths).size).toBe(paths.length);
  expect(paths).toContain("/data/inflation-cpi-pct/brazil");
  expect(paths).toContain("/data/country/cote-d-ivoire");
  expect(paths.length).toBeGreaterThan(6000);
  expect(paths.length).toBeLessThan(50_000);
});
