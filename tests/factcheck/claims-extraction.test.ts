/** @jest-environment node */
import { extractClaims, type Claim } from "@/lib/factcheck/claims";
import { htmlToBlocks } from "@/lib/factcheck/html-text";
import { getOfficialData } from "@/lib/factcheck/official-data";

const data = getOfficialData();

function claimsOf(text: string, fallbackPlace: string | null = null): Claim[] {
  return extractClaims([{ text, kind: "text" }], { data, publicationYear: 2025, fallbackPlace, origin: "article" });
}

function one(text: string): Claim {
  const claims = claimsOf(text);
  expect(claims).toHaveLength(1);
  return claims[0] as Claim;
}

describe("claim extraction", () => {
  it.each([
    ["US inflation was 3.4% in 2023.", { measure: "inflation", code: "USA", year: 2023, value: 3.4 }],
    ["German output shrank 0.3% in 2023.", { measure: "gdp_growth", code: "DEU", year: 2023, value: -0.3 }],
    ["The economy of France contracted by 7.4% in 2020.", { measure: "gdp_growth", code: "FRA", year: 2020, value: -7.4 }],
    ["Growth slowed to 1.5% in Italy in 2024.", { measure: "gdp_growth", code: "ITA", year: 2024, value: 1.5 }],
    ["Japan's GDP was $4.2tn in 2024.", { measure: "gdp_level", code: "JPN", year: 2024, value: 4.2e12 }],
    ["India's GDP per capita was $2,590 in 2024.", { measure: "gdp_per_capita", code: "IND", year: 2024 }],
    ["GDP per capita in China, at PPP, was $27,100 in 2024.", { measure: "gdp_per_capita_ppp", code: "CHN" }],
    ["India's GNI per capita was $2,550 in 2024.", { measure: "gni_per_capita", code: "IND" }],
    ["Spain's jobless rate was 11.4% in 2024.", { measure: "unemployment", code: "ESP" }],
    ["Italy's public debt stood at 135% of GDP in 2024.", { measure: "debt", code: "ITA", value: 135 }],
    ["Britain's central government debt was 130% of GDP in 2024.", { measure: "central_debt", code: "GBR" }],
    ["France ran a budget deficit of 5.8% of GDP in 2024.", { measure: "net_lending", code: "FRA", value: -5.8 }],
    ["Norway ran a budget surplus of 10% of GDP in 2024.", { measure: "net_lending", code: "NOR", value: 10 }],
    ["Germany's current-account surplus was 5.6% of GDP in 2024.", { measure: "current_account_pct", code: "DEU", value: 5.6 }],
    ["The US current-account deficit was $1.19tn in 2024.", { measure: "current_account_usd", code: "USA", value: -1.19e12 }],
    ["Exports were worth 41% of Germany's GDP in 2024.", { measure: "exports_pct", code: "DEU" }],
    ["China's reserves stood at $3.46tn in 2024.", { measure: "reserves", code: "CHN" }],
    ["India attracted $28bn of foreign direct investment in 2023.", { measure: "fdi", code: "IND" }],
    ["Tax revenue in the UK was 26.9% of GDP in 2024.", { measure: "tax_revenue", code: "GBR" }],
    ["India's population reached 1.45 billion in 2024.", { measure: "population", code: "IND" }],
    ["The US had 331 million Americans in 2020.", { measure: "population", code: "USA" }],
    ["Japan's population shrank 0.4% in 2024.", { measure: "population_growth", code: "JPN", value: -0.4 }],
    ["US nominal GDP rose 9.8% in 2022.", { measure: "nominal_gdp_growth", code: "USA" }],
    ["Thailand recorded deflation of 0.8% in 2024.", { measure: "inflation", code: "THA", year: 2024, value: -0.8 }],
  ])("%s", (text, expected) => {
    const claim = one(text);
    expect(claim.measure).toBe(expected.measure);
    expect(claim.place.code).toBe(expected.code);
    if ("year" in expected) expect(claim.period.year).toBe(expected.year);
    if ("value" in expected) expect(claim.signed.value).toBeCloseTo(expected.value as number);
  });

  it.each([
    ["US core inflation averaged 4.8% in 2023.", /core inflation/],
    ["Youth unemployment in Spain was 28.7% in 2023.", /youth unemployment/],
    ["The Fed raised interest rates to 5.5% in 2023 in the US.", /interest rates/],
    ["UK house prices rose 4.7% in 2024.", /house prices/],
    ["The US trade deficit was $900bn in 2024.", /trade balance/],
    ["US government debt reached $36 trillion in 2024.", /debt in currency units/],
  ])("flags an indicator the snapshot lacks: %s", (text, reason) => {
    const claim = one(text);
    expect(claim.measure).toBeNull();
    expect(claim.missing).toMatch(reason);
  });

  it("ignores figures with no indicator cue", () => {
    expect(claimsOf("The company sold 3.4 million phones and its shares rose in 2023.")).toHaveLength(0);
    expect(claimsOf("Apple is worth more than many countries.")).toHaveLength(0);
  });

  it("splits 'X while Y' and carries the place and year over", () => {
    const [inflation, unemployment] = claimsOf("German inflation hit 6.9% in 2022, while unemployment was 3.1%.");
    expect(inflation).toMatchObject({ measure: "inflation", place: { code: "DEU" }, period: { year: 2022 } });
    expect(unemployment).toMatchObject({ measure: "unemployment", place: { code: "DEU" }, period: { year: 2022 } });
    expect(unemployment?.excerpt).toBe("unemployment was 3.1%.");
  });

  it("gives each figure its own year and inherits the indicator", () => {
    const claims = claimsOf("German inflation was 6.9% in 2022 and 5.9% in 2023.");
    expect(claims.map((c) => [c.measure, c.period.year, c.signed.value])).toEqual([
      ["inflation", 2022, 6.9],
      ["inflation", 2023, 5.9],
    ]);
  });

  it("reads 'from X a year earlier' as the previous year", () => {
    const [, before] = claimsOf("Inflation in the United States eased to 4.1% in 2023 from 8% a year earlier.");
    expect(before?.period).toMatchObject({ year: 2023, previous: true });
  });

  it("reads changes in points and in per cent", () => {
    expect(one("US unemployment rose 0.4 percentage points in 2024.").change).toEqual({ direction: 1, unit: "pp" });
    expect(one("US unemployment rose 10% in 2024.").change).toEqual({ direction: 1, unit: "percent" });
    expect(one("US unemployment rose to 4% in 2024.").change).toBeNull();
    expect(one("Euro-area inflation fell 3.1 points in 2023.").change).toEqual({ direction: -1, unit: "pp" });
  });

  it("reads exchange rates in both directions", () => {
    expect(one("The dollar bought an average of 151 yen in 2024.")).toMatchObject({ measure: "exchange_rate", fx: { currency: "JPY", inverse: false }, place: { code: "JPN" } });
    expect(one("The euro averaged $1.08 in 2024.")).toMatchObject({ measure: "exchange_rate", fx: { currency: "EUR", inverse: true }, place: { code: "EMU" } });
    expect(one("The yen averaged 151.4 per dollar in 2024.")).toMatchObject({ fx: { currency: "JPY", inverse: false } });
  });

  it("marks sub-annual periods and sub-national places", () => {
    expect(one("US inflation fell to 3.4% in December 2023.").period.subAnnual).toMatch(/month/);
    expect(one("US GDP grew at an annualised 4.9% in the third quarter of 2023.").period).toMatchObject({ year: 2023, subAnnual: expect.stringMatching(/quarter/) });
    expect(one("California's GDP was $4.1tn in 2024.").place.outside).toMatch(/US state/);
  });

  it("treats a place in an aside as background", () => {
    expect(one("Nigeria, Africa's most populous country, had 233 million people in 2024.").place.code).toBe("NGA");
  });

  it("falls back to the article's dominant place and says so", () => {
    const claim = claimsOf("Inflation was 2.9% last year.", "USA")[0];
    expect(claim?.place).toMatchObject({ code: "USA", inferred: true });
    expect(claim?.period.year).toBe(2024);
  });
});

describe("HTML to text", () => {
  it("strips tags, scripts and entities", () => {
    const blocks = htmlToBlocks("Title &amp; more", "<p>GDP grew 2&#46;5&nbsp;% in <b>2023</b>.</p><script>var x = '9%';</script>");
    expect(blocks.map((b) => b.text)).toEqual(["Title & more", "GDP grew 2.5 % in 2023."]);
  });

  it("turns table rows into claims using the header and caption", () => {
    const html =
      "<table><caption>Consumer price inflation (%)</caption><tr><th>Country</th><th>2022</th><th>2023</th></tr>" +
      "<tr><td>Germany</td><td>6.9</td><td>5.9</td></tr></table>";
    const blocks = htmlToBlocks("", html).filter((b) => b.kind === "table_row");
    expect(blocks.map((b) => b.text)).toEqual(["Consumer price inflation (%): Germany — 2022: 6.9%", "Consumer price inflation (%): Germany — 2023: 5.9%"]);
    const claims = extractClaims(blocks, { data, publicationYear: 2025, fallbackPlace: null, origin: "article" });
    expect(claims.map((c) => [c.measure, c.place.code, c.period.year, c.signed.value])).toEqual([
      ["inflation", "DEU", 2022, 6.9],
      ["inflation", "DEU", 2023, 5.9],
    ]);
  });
});
