/** @jest-environment node */
import { combineVerdicts, factCheckArticle, type FactCheckResponse, type Verdict } from "@/lib/factcheck/engine";
import { getOfficialData, loadOfficialData } from "@/lib/factcheck/official-data";
import { routeQuestion } from "@/lib/factcheck/question-router";
import path from "node:path";
import { benchArticle } from "@/lib/factcheck/evaluation/bench-article";
import { strayNumbers } from "@/lib/factcheck/evaluation/grounding";

function check(html: string, category = "accuracy", question = "", publishedAt = "2025-06-15T09:00:00Z"): FactCheckResponse {
  return factCheckArticle({
    article: { id: 7, title: "Markets and the economy", html, publishedAt, url: "https://basispoint.example/post/7" },
    category,
    question,
  });
}

describe("response shape (docs/behaviour.md#data-shapes)", () => {
  const response = check("<p>US inflation was 8% in 2022.</p>");

  it("fills every spec field with the spec's type", () => {
    expect(response).toMatchObject({
      response: expect.any(String),
      article_title: "Markets and the economy",
      article_url: "https://basispoint.example/post/7",
      overall_verdict: "supported",
    });
    const c = response.check;
    expect(c.verdict).toBe("supported");
    expect(c.claim_excerpt).toBe("US inflation was 8% in 2022.");
    expect(c.explanation).toMatch(/8%.*8\.0%/);
    expect(c.normalization).toEqual({ unit: "percent", currency: null, price_base_year: null, population_adjustment: false });
    expect(typeof c.comparability_notes).toBe("string");
    expect(c.timeliness).toEqual({
      data_vintage: expect.stringContaining("2026-07-01"),
      is_latest_available: false,
      latest_available_period: "2024",
    });
    expect(typeof c.related_indicators_consistency).toBe("string");
    expect(c.claims).toHaveLength(1);
  });

  it("cites each snapshot row with a deterministic access date", () => {
    expect(response.check.citations).toEqual([
      {
        title: "Inflation, consumer prices (annual %), United States, 2022",
        url: "https://data.worldbank.org/indicator/FP.CPI.TOTL.ZG?locations=US",
        publisher: "World Bank, World Development Indicators",
        accessed: "2026-07-01",
      },
      {
        title: "Inflation, average consumer prices (percent change), United States, 2022",
        url: "https://data.imf.org/en/datasets/IMF.RES:WEO",
        publisher: "International Monetary Fund, World Economic Outlook (October 2025)",
        accessed: "2025-10-16",
      },
    ]);
  });

  it("is JSON-serialisable and byte-identical across calls and data loads", () => {
    const again = factCheckArticle(
      {
        article: {
          id: 7,
          title: "Markets and the economy",
          html: "<p>US inflation was 8% in 2022.</p>",
          publishedAt: "2025-06-15T09:00:00Z",
          url: "https://basispoint.example/post/7",
        },
        category: "accuracy",
        question: "",
      },
      { data: loadOfficialData(path.join(process.cwd(), "data/official")) },
    );
    expect(JSON.stringify(again)).toBe(JSON.stringify(response));
    expect(JSON.parse(JSON.stringify(response))).toEqual(response);
  });
});

describe("combining claims", () => {
  it.each<[Verdict[], Verdict]>([
    [["supported", "supported"], "supported"],
    [["supported", "not_supported"], "mixed"],
    [["supported", "needs_context", "not_supported"], "mixed"],
    [["needs_context", "not_supported"], "not_supported"],
    [["not_supported"], "not_supported"],
    [["supported", "needs_context"], "needs_context"],
    [["supported", "unclear"], "supported"],
    [["unclear", "unclear"], "unclear"],
    [["mixed", "supported"], "mixed"],
    [[], "unclear"],
  ])("%j → %s", (verdicts, expected) => {
    expect(combineVerdicts(verdicts)).toBe(expected);
  });

  it("describes the claim behind a mixed verdict and lists every claim", () => {
    const r = check("<p>German inflation hit 6.9% in 2022, while unemployment was 9%.</p>");
    expect(r.overall_verdict).toBe("mixed");
    expect(r.check.claim_excerpt).toBe("unemployment was 9%.");
    expect(r.check.claims.map((c) => c.verdict)).toEqual(["supported", "not_supported"]);
    expect(r.check.explanation).toMatch(/6\.9%[\s\S]*9%/);
    expect(r.response).toMatch(/Supported: .*Not supported: /);
  });
});

describe("verdict mapping per category", () => {
  it.each([
    ["accuracy", "<p>Japan's GDP was ¥600tn in 2024.</p>", "supported"],
    ["comparability", "<p>Japan's GDP was ¥600tn in 2024.</p>", "needs_context"],
    ["timeliness", "<p>US GDP was $27.8tn in 2023.</p>", "needs_context"],
    ["timeliness", "<p>Spain's unemployment rate was 10.4% in 2025.</p>", "supported"],
    ["source", "<p>US GDP was $27.8tn in 2023, the Bureau of Economic Analysis said.</p>", "supported"],
    ["source", "<p>US GDP was $27.8tn in 2023, the Treasury said.</p>", "needs_context"],
    ["source", "<p>US GDP was $27.8tn in 2023.</p>", "unclear"],
    ["consistency", "<p>US GDP was $27.8tn in 2023.</p>", "supported"],
    ["consistency", "<p>Saudi Arabia's reserves were $458bn in 2023.</p>", "needs_context"],
    ["consistency", "<p>US GDP was $35tn in 2023.</p>", "not_supported"],
  ])("%s: %s → %s", (category, html, verdict) => {
    expect(check(html, category).overall_verdict).toBe(verdict);
  });

  it("fills normalization for comparability", () => {
    const r = check("<p>India's GDP per capita was $2,590 in 2024.</p>", "comparability");
    expect(r.check.normalization).toEqual({
      unit: "current US dollars per person",
      currency: "USD",
      price_base_year: null,
      population_adjustment: true,
    });
    expect(r.check.comparability_notes).toMatch(/market exchange rates/);
  });

  it("flags an inferred year and the latest period", () => {
    const r = check("<p>Germany's unemployment rate is 3.4%.</p>", "timeliness");
    expect(r.check.claims[0]).toMatchObject({ year_inferred: true });
    expect(r.check.timeliness.latest_available_period).toBe("2025");
    expect(r.check.explanation).toMatch(/gives no year/);
  });

  it("reports identity checks in related_indicators_consistency", () => {
    const r = check("<p>US GDP was $27.8tn in 2023.</p>", "consistency");
    expect(r.check.related_indicators_consistency).toMatch(/GDP per capita × population ≈ GDP \(2023\): agrees/);
  });
});

describe("requests", () => {
  it("does not throw on an unknown category and runs a sensible check", () => {
    const r = check("<p>US inflation was 8% in 2022.</p>", "something-else", "");
    expect(r.check.category).toBe("accuracy");
    expect(r.overall_verdict).toBe("supported");
  });

  it("answers unclear, saying why, when nothing is checkable", () => {
    const r = check("<p>Markets were calm and investors waited for the central bank.</p>");
    expect(r.overall_verdict).toBe("unclear");
    expect(r.check.explanation).toMatch(/no figure/);
    expect(r.check.citations).toEqual([]);
    expect(check("").overall_verdict).toBe("unclear");
  });

  it("checks a custom question's own figure", () => {
    const r = check("<p>Prices rose.</p>", "Custom Question", "Was US inflation 9% in 2022?");
    expect(r.check.claim_excerpt).toBe("Was US inflation 9% in 2022?");
    expect(r.check.explanation).toMatch(/The question gives 9%/);
    expect(r.overall_verdict).toBe("needs_context");
  });

  it("focuses on the article figure a custom question names", () => {
    const r = check("<p>US inflation was 8% in 2022. Unemployment was 3.6% in 2023.</p>", "Custom Question", "Is the 3.6 figure right?");
    expect(r.check.claims.map((c) => c.quoted)).toEqual(["3.6%"]);
  });

  it.each([
    ["Is this data up to date?", "timeliness"],
    ["Where does this number come from?", "source"],
    ["Who is the source for this?", "source"],
    ["Are these figures adjusted for inflation?", "comparability"],
    ["Does this add up with other indicators?", "consistency"],
    ["Is the growth figure correct?", "accuracy"],
  ])("routes %s to %s", (question, category) => {
    expect(routeQuestion("Custom Question", question).category).toBe(category);
  });

  it("says when a question cannot be mapped", () => {
    expect(routeQuestion("Custom Question", "Hmm?").note).toMatch(/could not map/);
    expect(routeQuestion("timeliness", "").custom).toBe(false);
  });
});

describe("a long article", () => {
  const data = getOfficialData();
  const article = benchArticle(data);

  it.each(["accuracy", "timeliness", "comparability", "source", "consistency"])(
    "finds all figures and writes only sourced numbers (%s)",
    (category) => {
      const r = factCheckArticle({ article, category, question: "" }, { data });
      expect(r.check.claims).toHaveLength(20);
      const countries = [...new Set(r.check.claims.map((c) => c.country).filter((c): c is string => c !== null)), "EMU"];
      const input = article.html.replace(/<[^>]*>/g, " ");
      expect(strayNumbers(data, `${r.check.explanation}\n${r.response}`, input, countries)).toEqual([]);
    },
  );

  it("supports every figure on accuracy, since they are the snapshot's own values", () => {
    const r = factCheckArticle({ article, category: "accuracy", question: "" }, { data });
    expect(r.check.claims.filter((c) => c.verdict !== "supported").map((c) => c.claim_excerpt)).toEqual([]);
    expect(r.overall_verdict).toBe("supported");
  });
});
