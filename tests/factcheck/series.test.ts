/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { factCheckArticle, type ClaimResult } from "@/lib/factcheck/engine";
import { getOfficialData } from "@/lib/factcheck/official-data";

const OFFICIAL = path.join(process.cwd(), "data/official");

/** year → the cell as a number, for one economy of one indicator file (read here, not through the loader). */
function cells(file: string, code: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const line of fs
    .readFileSync(path.join(OFFICIAL, `${file}.csv`), "utf8")
    .trim()
    .split("\n")
    .slice(1)) {
    const parts = line.split(",");
    if (parts[0] === code) out.set(Number(parts.at(-2)), Number(parts.at(-1)));
  }
  return out;
}

function claims(html: string): ClaimResult[] {
  return factCheckArticle({
    article: { id: 1, title: "Markets", html, publishedAt: "2025-06-15T09:00:00Z", url: "https://basispoint.example/post/1" },
    category: "accuracy",
    question: "",
  }).check.claims;
}

test("a level's series is the indicator file's rows for the economy, with the quote as written", () => {
  const [claim] = claims("<p>Inflation in Brazil was 4.6% in 2023.</p>");
  const series = claim?.series;
  expect(series).toMatchObject({ indicator: "inflation_cpi_pct", country: "BRA", year: 2023, quoted_value: 4.6 });
  const file = cells("inflation_cpi_pct", "BRA");
  expect(series?.points.map((p) => [p.year, p.value])).toEqual([...file].sort((a, b) => a[0] - b[0]));
  expect(series?.points.every((p) => !p.projected)).toBe(true);
});

test("a local-currency amount is placed at the year's exchange rate; the IMF GDP file stays in US$ billions", () => {
  const data = getOfficialData();
  const [real] = claims("<p>Brazil's GDP was R$10.9 trillion in 2023.</p>");
  const fx = cells("exchange_rate_lcu_per_usd", "BRA").get(2023)!;
  expect(real?.series?.indicator).toBe("gdp_current_usd");
  expect(real?.series?.quoted_value).toBeCloseTo(10.9e12 / fx, 0);
  const imf = factCheckArticle({
    article: { id: 1, title: "x", html: "<p>x</p>", publishedAt: "2025-06-15", url: "https://basispoint.example/post/1" },
    category: "Custom Question",
    question: "Will India's GDP reach $4.5 trillion in 2027?",
  }).check.claims[0]?.series;
  expect(imf?.indicator).toBe("imf_gdp_current_usd_bn");
  expect(imf?.unit).toBe(data.indicators.get("imf_gdp_current_usd_bn")?.unit);
  expect(imf?.quoted_value).toBeCloseTo(4500, 6);
  expect(imf?.points.find((p) => p.year === 2027)).toEqual({
    year: 2027,
    value: cells("imf_gdp_current_usd_bn", "IND").get(2027),
    projected: true,
  });
});

test("an exchange rate quoted the other way round is placed in the file's direction", () => {
  const [claim] = claims("<p>In 2024 one euro bought $1.08.</p>");
  expect(claim?.series?.indicator).toBe("exchange_rate_lcu_per_usd");
  expect(claim?.series?.quoted_value).toBeCloseTo(1 / 1.08, 10);
});

test("a change is no point on the level's line; an unchecked figure has no series", () => {
  const [change, level] = claims("<p>Unemployment in Brazil fell by 1.1 percentage points to 6.8% in 2024.</p>");
  expect(change?.series).toMatchObject({ indicator: "unemployment_pct", country: "BRA", year: 2024, quoted_value: null });
  expect(level?.series).toMatchObject({ indicator: "unemployment_pct", country: "BRA", year: 2024, quoted_value: 6.8 });
  const [unchecked] = claims("<p>Oil output in Brazil rose to 3.4 million barrels a day in 2024.</p>");
  expect(unchecked?.verdict).toBe("unclear");
  expect(unchecked?.series).toBeNull();
});
