/** @jest-environment node */
import { NO_TEXT_ANSWER, readFactCheckAnswer, statusBanner, verdictLabel, isArticleAddress } from "@/lib/factcheck/chat";

test("the assistant is active only where the address contains /post/", () => {
  expect(isArticleAddress("/post/20")).toBe(true);
  expect(isArticleAddress("/")).toBe(false);
  expect(isArticleAddress("/category/business")).toBe(false);
  expect(statusBanner("/post/20")).toBe("Ready to analyze: 20");
  expect(statusBanner("/post/20/")).toBe("Ready to analyze: 20");
  expect(statusBanner("/articles")).toBe("Visit an article page to enable fact-checking");
});

test("the chat text is check.explanation, else response, else 'Analysis complete'", () => {
  expect(readFactCheckAnswer({ check: { explanation: "E" }, response: "R" }).content).toBe("E");
  expect(readFactCheckAnswer({ check: { explanation: "" }, response: "R" }).content).toBe("R");
  expect(readFactCheckAnswer({ response: "R" }).content).toBe("R");
  expect(readFactCheckAnswer({}).content).toBe(NO_TEXT_ANSWER);
  expect(readFactCheckAnswer(null).content).toBe(NO_TEXT_ANSWER);
  expect(readFactCheckAnswer("text").content).toBe(NO_TEXT_ANSWER);
});

test("reads the structured check, its lead claim and only web citations", () => {
  const answer = readFactCheckAnswer({
    check: {
      verdict: "mixed",
      claim_excerpt: "at 11.2% in 2024",
      explanation: "E",
      normalization: { unit: "percent", currency: null, price_base_year: null, population_adjustment: false },
      comparability_notes: "ILO modelled.",
      timeliness: { data_vintage: "2026-07-01", is_latest_available: false, latest_available_period: "2025" },
      related_indicators_consistency: "agrees",
      citations: [
        {
          title: "Unemployment, Brazil, 2024",
          url: "https://data.worldbank.org/indicator/SL.UEM.TOTL.ZS?locations=BR",
          publisher: "World Bank",
          accessed: "2026-07-01",
        },
        { title: "bad", url: "javascript:alert(1)", publisher: "x", accessed: "" },
        {
          title: "Exports of goods and services (% of GDP), Brazil: data page",
          url: "/data/exports-pct-gdp/brazil",
          publisher: "World Bank",
          accessed: "",
        },
        { title: "another host", url: "//evil.example/data/x", publisher: "x", accessed: "" },
        { title: "another host", url: "/\\evil.example/data/x", publisher: "x", accessed: "" },
        "not a citation",
      ],
      claims: [
        { claim_excerpt: "grew 3.4%", quoted: "3.4%", official: [] },
        {
          claim_excerpt: "at 11.2% in 2024",
          quoted: "11.2%",
          official: [{ source: "World Bank", indicator: "unemployment_pct", year: 2024, value: "6.801", display: "6.80%" }],
        },
      ],
    },
    response: "R",
    article_title: "Brazil",
    article_url: "http://x/post/11",
    overall_verdict: "mixed",
  });
  expect(answer).toMatchObject({ content: "E", articleTitle: "Brazil", articleUrl: "http://x/post/11", overallVerdict: "mixed" });
  // A web address or a path on this site (a data page); never another scheme or a protocol-relative host.
  expect(answer.structuredCheck?.citations.map((c) => c.url)).toEqual([
    "https://data.worldbank.org/indicator/SL.UEM.TOTL.ZS?locations=BR",
    "/data/exports-pct-gdp/brazil",
  ]);
  expect(answer.structuredCheck?.lead).toEqual({
    quoted: "11.2%",
    official: [{ source: "World Bank", indicator: "unemployment_pct", year: 2024, value: "6.801", display: "6.80%" }],
    series: null,
  });
  expect(answer.structuredCheck?.timeliness).toEqual({
    data_vintage: "2026-07-01",
    is_latest_available: false,
    latest_available_period: "2025",
  });
});

test("verdicts read as words; an unknown one is shown as it came", () => {
  expect(verdictLabel("needs_context")).toBe("Needs context");
  expect(verdictLabel("not_supported")).toBe("Not supported");
  expect(verdictLabel("half_true")).toBe("half true");
});

test("the lead claim's series is read when whole, and dropped when any part is malformed", () => {
  const series = {
    indicator: "inflation_cpi_pct",
    country: "BRA",
    unit: "percent",
    points: [
      { year: 2023, value: 4.59, projected: false },
      { year: 2024, value: 4.37, projected: false },
    ],
    name: "Inflation, consumer prices (annual %)",
    country_name: "Brazil",
    path: "/data/inflation-cpi-pct/brazil",
    year: 2023,
    quoted_value: 4.6,
  };
  const read = (s: unknown) =>
    readFactCheckAnswer({ check: { claim_excerpt: "x", claims: [{ claim_excerpt: "x", quoted: "4.6%", official: [], series: s }] } })
      .structuredCheck?.lead?.series;
  expect(read(series)).toEqual(series);
  expect(read(null)).toBeNull();
  expect(read({ ...series, points: [{ year: 2023, value: "4.59", projected: false }] })).toBeNull();
  expect(read({ ...series, points: [] })).toBeNull();
  expect(read({ ...series, year: undefined })).toBeNull();
  // Only a data page of this site becomes the chart's link; a missing quote is no point on the chart.
  expect(read({ ...series, path: "javascript:alert(1)" })?.path).toBeNull();
  expect(read({ ...series, path: "//evil.example/data/x" })?.path).toBeNull();
  expect(read({ ...series, quoted_value: "4.6" })?.quoted_value).toBeNull();
});
