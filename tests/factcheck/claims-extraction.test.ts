/** @jest-environment node */
import { extractClaims, type Claim } from "@/lib/factcheck/claims";
import { htmlToBlocks } from "@/lib/factcheck/html-text";
import { getOfficialData } from "@/lib/factcheck/official-data";
import { dominantPlace, findPlaces } from "@/lib/factcheck/places";

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
    expect(one("US unemployment rose 0.4 percentage points in 2024.").change).toEqual({ direction: 1, unit: "pp", alsoLevel: false });
    expect(one("US unemployment rose 10% in 2024.").change).toEqual({ direction: 1, unit: "percent", alsoLevel: false });
    expect(one("US unemployment rose to 4% in 2024.").change).toBeNull();
    expect(one("Euro-area inflation fell 3.1 points in 2023.").change).toEqual({ direction: -1, unit: "pp", alsoLevel: false });
    // The rate of inflation changes; the price level's rise is inflation itself.
    expect(one("US inflation fell 3.9% in 2023.").change).toEqual({ direction: -1, unit: "percent", alsoLevel: false });
    expect(one("US inflation rose 3.3% in 2022.").change).toEqual({ direction: 1, unit: "percent", alsoLevel: true });
    expect(one("US consumer prices rose 8% in 2022.").change).toBeNull();
    expect(one("Exports made up 31% of Norway's GDP in 2020.").change).toBeNull();
  });

  it("reads exchange rates in both directions", () => {
    expect(one("The dollar bought an average of 151 yen in 2024.")).toMatchObject({
      measure: "exchange_rate",
      fx: { currency: "JPY", inverse: false },
      place: { code: "JPN" },
    });
    expect(one("The euro averaged $1.08 in 2024.")).toMatchObject({
      measure: "exchange_rate",
      fx: { currency: "EUR", inverse: true },
      place: { code: "EMU" },
    });
    expect(one("The yen averaged 151.4 per dollar in 2024.")).toMatchObject({ fx: { currency: "JPY", inverse: false } });
  });

  it("marks sub-annual periods and sub-national places", () => {
    expect(one("US inflation fell to 3.4% in December 2023.").period.subAnnual).toMatch(/month/);
    expect(one("US GDP grew at an annualised 4.9% in the third quarter of 2023.").period).toMatchObject({
      year: 2023,
      subAnnual: expect.stringMatching(/quarter/),
    });
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
    expect(blocks.map((b) => b.text)).toEqual([
      "Consumer price inflation (%): Germany — 2022: 6.9%",
      "Consumer price inflation (%): Germany — 2023: 5.9%",
    ]);
    const claims = extractClaims(blocks, { data, publicationYear: 2025, fallbackPlace: null, origin: "article" });
    expect(claims.map((c) => [c.measure, c.place.code, c.period.year, c.signed.value])).toEqual([
      ["inflation", "DEU", 2022, 6.9],
      ["inflation", "DEU", 2023, 5.9],
    ]);
  });
});

describe("reading whole articles", () => {
  function articleClaims(html: string, title = "", publicationYear = 2025): Claim[] {
    const blocks = htmlToBlocks(title, html);
    const text = blocks.map((b) => b.text).join("\n");
    return extractClaims(blocks, {
      data,
      publicationYear,
      fallbackPlace: dominantPlace(findPlaces(data, text), findPlaces(data, title)),
      origin: "article",
    });
  }
  const summary = (claims: Claim[]) => claims.map((c) => [c.quantity.raw, c.measure, c.place.code, c.period.year]);

  it("reads a table cell by its column first, its row label next, the caption last", () => {
    const claims = articleClaims(
      "<table><caption>Real GDP growth (%) and current-account balance (% of GDP), 2024</caption>" +
        "<tr><th>Economy</th><th>Growth 2024</th><th>Current account 2024</th></tr><tr><td>Korea</td><td>2.0</td><td>5.3</td></tr></table>" +
        "<table><caption>Population, millions, and population growth, %, 2025</caption>" +
        "<tr><th>Country</th><th>Population (m)</th><th>Growth (%)</th></tr><tr><td>India</td><td>1,463.9</td><td>0.89</td></tr></table>",
    );
    expect(summary(claims)).toEqual([
      ["2.0%", "gdp_growth", "KOR", 2024],
      ["5.3%", "current_account_pct", "KOR", 2024],
      ["1,463.9 million", "population", "IND", 2025],
      ["0.89%", "population_growth", "IND", 2025],
    ]);
  });

  it("takes the place attached to a figure, or its possessive, and never a yardstick of comparison", () => {
    expect(summary(claimsOf("Inflation eased in 2025: to 34.9% in Turkey, 23.0% in Nigeria."))).toEqual([
      ["34.9%", "inflation", "TUR", 2025],
      ["23.0%", "inflation", "NGA", 2025],
    ]);
    expect(one("That left France a deficit of 5.8% of GDP in 2024, among the largest in the euro area.").place.code).toBe("FRA");
    expect(one("Exports were worth 41.4% of German GDP in 2024, far more than in Japan.").place.code).toBe("DEU");
    expect(
      claimsOf("Ireland's GDP per person was $130,000 in 2025, far above America's roughly $90,000.").map((c) => c.place.code),
    ).toEqual(["IRL", "USA"]);
  });

  it("carries the subject from sentence to sentence, but not through a comparison or a table", () => {
    const claims = articleClaims(
      "<p>France spent 57.2% of GDP in 2024. For comparison, spending across the euro area was 49.5% of GDP.</p>" +
        "<p>The IMF estimates the deficit at 5.4% of GDP in 2025.</p>",
      "France's budget standoff",
    );
    expect(claims.map((c) => c.place.code)).toEqual(["FRA", "EMU", "FRA"]);
  });

  it("keeps a deficit's sign a clause later and a contraction's sign for the figure carried on", () => {
    const [, widened] = claimsOf("Brazil's deficit was 6.2% of GDP in 2024, and the Fund estimates it will widen to 8.4% in 2025.");
    expect(widened?.signed.value).toBeCloseTo(-8.4);
    const [, later] = claimsOf("Germany's economy shrank 0.9% in 2023 and 0.5% in 2024.");
    expect(later?.signed.value).toBeCloseTo(-0.5);
    expect(one("China's GDP deflator fell 0.9% in 2025.").signed.value).toBeCloseTo(-0.9);
  });

  it("leaves out thresholds, the article's own arithmetic, illustrations and multi-year changes", () => {
    expect(claimsOf("France's deficit is above the 3% ceiling in the EU's rules in 2026.").map((c) => c.quantity.raw)).not.toContain("3%");
    const [world, share] = claimsOf(
      "World GDP reached $118.4 trillion in 2025, which leaves the United States with about 26% of the total by our calculation.",
    );
    expect(world).toMatchObject({ measure: "gdp_level", place: { code: "WLD" } });
    expect(share?.missing).toMatch(/calculates itself/);
    expect(claimsOf("A 4% rate with 3% inflation leaves you about 1% better off.")).toHaveLength(0);
    expect(one("The IMF projects French debt rising by about 16 percentage points of GDP by 2030.").missing).toMatch(/several years/);
  });

  it("reads exchange rates by the nearest currency, and a bare number after one as the same currency", () => {
    expect(summary(claimsOf("The euro averaged 0.924 per dollar in 2024, the Mexican peso 18.30 per dollar."))).toEqual([
      ["0.924", "exchange_rate", "EMU", 2024],
      ["18.30", "exchange_rate", "MEX", 2024],
    ]);
    expect(summary(claimsOf("The pound averaged 0.759 pounds per dollar in 2025 against 0.782 in 2024."))).toEqual([
      ["0.759 pounds", "exchange_rate", "GBR", 2025],
      ["0.782", "exchange_rate", "GBR", 2024],
    ]);
  });

  it("lets a heading's figure be checked in the text below it, and a release date is not a period", () => {
    const claims = articleClaims(
      "<h2>A current-account surplus of 14% of GDP</h2><p>Taiwan's current-account surplus was 14.1% of GDP in 2024.</p>",
    );
    expect(summary(claims)).toEqual([["14.1%", "current_account_pct", "TWN", 2024]]);
    expect(
      one("The United States produced goods and services worth $30.8 trillion in 2025, the World Bank said in figures released this month.")
        .period,
    ).toMatchObject({ year: 2025, subAnnual: null });
  });
});
