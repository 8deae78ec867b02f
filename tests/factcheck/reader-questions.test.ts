/** @jest-environment node */
import { factCheckArticle, type FactCheckResponse } from "@/lib/factcheck/engine";
import { loadEvalSet } from "@/lib/factcheck/evaluation/cases";
import { getOfficialData } from "@/lib/factcheck/official-data";
import { QUICK_QUESTIONS } from "@/lib/factcheck/quick-questions";
import { editDistance, readQuestion } from "@/lib/factcheck/reader-wording";
import { dataPagePath } from "@/lib/factcheck/unmapped";

const data = getOfficialData();

// An article whose one figure is right: its accuracy check answers "supported".
const ARTICLE = {
  id: 7,
  title: "Exports carry Vietnam",
  html: "<p>Vietnam's exports were 87% of GDP in 2023, according to the World Bank.</p>",
  publishedAt: "2025-03-01T08:00:00Z",
  url: "https://basispoint.example/post/7",
};

function ask(question: string, category = "Custom Question"): FactCheckResponse {
  return factCheckArticle({ article: ARTICLE, category, question }, { data });
}

describe("a question the engine cannot map", () => {
  const articleVerdict = ask("", "accuracy");

  it("checks the article on its own (the premise of the tests below)", () => {
    expect(articleVerdict.overall_verdict).toBe("supported");
  });

  it.each([
    "How much oil does Saudi Arabia produce in barrels a day?",
    "Did Qatar export 77 million tonnes of LNG in 2023?",
    "Hmm?",
    "What is the average wage in Brazil?",
    "Is it true that the UK's house prices rose 8% last year?",
  ])("never returns the article's verdict: %s", (question) => {
    const answer = ask(question);
    expect(answer.overall_verdict).toBe("unclear");
    expect(answer.check.claims).toHaveLength(1);
    expect(answer.check.claims[0]?.claim_excerpt).toBe(question);
    expect(answer.check.explanation).not.toContain("Vietnam's exports were 87%");
    expect(answer.check.claim_excerpt).toBe(question);
  });

  it("never returns the article's verdict for any labelled question about a figure the data does not hold", () => {
    const cases = [...loadEvalSet("development").cases, ...loadEvalSet("heldout").cases].filter((c) => c.shape === "unmapped");
    expect(cases.length).toBeGreaterThanOrEqual(20);
    for (const c of cases) {
      const answer = ask(c.question ?? "");
      expect([c.question, answer.overall_verdict, answer.check.claims.map((r) => r.claim_excerpt)]).toEqual([
        c.question,
        "unclear",
        [c.question],
      ]);
    }
  });

  it("names the figure it could not find and the nearest series, with links to their data pages", () => {
    const answer = ask("How much oil does Saudi Arabia produce in barrels a day?");
    expect(answer.check.explanation).toMatch(/could not find .*oil/i);
    expect(answer.check.explanation).toContain("Exports of goods and services (% of GDP)");
    expect(answer.check.explanation).toContain("/data/exports-pct-gdp/saudi-arabia");
    expect(answer.check.citations.map((c) => c.url)).toContain("/data/exports-pct-gdp/saudi-arabia");
    const lng = ask("Did Qatar export 77 million tonnes of LNG in 2023?");
    expect(lng.check.explanation).toContain("77 million tonnes");
  });

  it("runs the article's check when the reader asks about the article", () => {
    expect(ask("Is this article accurate?").overall_verdict).toBe("supported");
    expect(ask("Are these figures right?").overall_verdict).toBe("supported");
    for (const quick of QUICK_QUESTIONS) expect(ask(quick.question, quick.category).check.claims[0]?.claim_excerpt).toContain("87%");
  });
});

describe("the answer is about the reader's question", () => {
  it("quotes the reader's figure and never mixes in the article's", () => {
    const answer = ask("Was US inflation 9% in 2022?");
    expect(answer.check.claims).toHaveLength(1);
    expect(answer.check.explanation).toContain("9%");
    expect(answer.check.explanation).not.toContain("87%");
  });
});

describe("comparisons, changes, bounds, ranges and rankings", () => {
  it.each([
    ["Did India grow faster than China in 2023?", "supported"],
    ["Did Japan grow faster than the US in 2023?", "not_supported"],
    ["Did Mexico grow more slowly than the Netherlands in 2013?", "not_supported"],
    ["Was Germany's economy bigger than France's in 2023?", "supported"],
    // An economy that "outpaces" another grows faster: India's GDP is smaller than China's, its growth higher.
    ["Did India's economy outpace China's in 2023?", "supported"],
    ["Did the Japanese economy outpace the US economy in 2023?", "not_supported"],
  ])("compares economies: %s → %s", (question, verdict) => {
    const answer = ask(question);
    expect(answer.overall_verdict).toBe(verdict);
    expect(answer.check.explanation).toMatch(/comparison/);
    expect(answer.check.citations.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["Did unemployment in Spain fall from 24.4% to 12.2% between 2014 and 2023?", "supported"],
    ["Did unemployment in Spain fall from 24.4% to 4% between 2014 and 2023?", "not_supported"],
    ["Did Spain's unemployment fall between 2015 and 2023?", "supported"],
    ["Did Spain's unemployment rise between 2015 and 2023?", "not_supported"],
    ["Did China's GDP double between 2010 and 2020?", "supported"],
    ["Did Japan's GDP double between 2010 and 2020?", "not_supported"],
  ])("checks a change over a period: %s → %s", (question, verdict) => {
    expect(ask(question).overall_verdict).toBe(verdict);
  });

  // India's real growth compounded over 2011–2014 is about 27 % (WDI and IMF alike).
  it.each([
    ["Did India's economy grow by more than 10% between 2010 and 2014?", "supported"],
    ["Did India's economy grow by more than 40% between 2010 and 2014?", "not_supported"],
    ["did india's economy grow by less than 20% between 2010 and 2014", "not_supported"],
    ["Did India's economy grow by 27% between 2010 and 2014?", "supported"],
  ])("reads a bound on growth over several years as a bound on the compounded total: %s → %s", (question, verdict) => {
    const answer = ask(question);
    expect(answer.overall_verdict).toBe(verdict);
    expect(answer.check.explanation).toMatch(/compounded year by year/);
    expect(answer.check.explanation).toMatch(/2011/);
  });

  it("takes 'since' up to the latest year every source has an outturn for, not a year the IMF still projects", () => {
    const answer = ask("Has Switzerland's GDP doubled since 2005?");
    expect(answer.overall_verdict).toBe("supported");
    expect(answer.check.explanation).toMatch(/between 2005 and 2024 \(2024: the latest outturn\)/);
    expect(answer.check.explanation).not.toMatch(/projection/);
    expect(ask("Has Japan's GDP doubled since 2005?").overall_verdict).toBe("not_supported");
  });

  // India's growth over 2016–2020 compounds to about 21 %, China's to about 32 %.
  it.each([
    ["Did India grow faster than China between 2015 and 2020?", "not_supported"],
    ["did china outgrow india between 2015 and 2020", "supported"],
  ])("compares growth over a period compounded, never the last year alone: %s → %s", (question, verdict) => {
    const answer = ask(question);
    expect(answer.overall_verdict).toBe(verdict);
    expect(answer.check.explanation).toMatch(/over 2015–2020/);
    expect(answer.check.explanation).toMatch(/compounded year by year/);
    expect(answer.check.explanation).toMatch(/\(World Bank WDI, 2016\)/);
  });

  it("does not decide a level compared over several years as one comparison", () => {
    const answer = ask("Was inflation higher in Brazil than in Japan between 2015 and 2020?");
    expect(answer.overall_verdict).toBe("unclear");
    expect(answer.check.explanation).toMatch(/over 2015–2020, not in one year/);
  });

  it.each([
    ["Did Brazil's inflation exceed 5% in 2022?", "supported"],
    ["Was Brazil's inflation under 5% in 2022?", "not_supported"],
    ["Did Japan's GDP top $4 trillion in 2023?", "supported"],
    ["Was Mexico's inflation between 4 and 6 percent in 2023?", "supported"],
    ["Was Mexico's inflation between 1% and 2% in 2023?", "not_supported"],
    // A negation turns a bound round: "no more than" is an upper bound, "not less than" a lower one.
    ["Was Brazil's inflation no more than 5% in 2022?", "not_supported"],
    ["Was Brazil's inflation not less than 5% in 2022?", "supported"],
    ["Did Japan's GDP come to no more than $5 trillion in 2023?", "supported"],
  ])("reads bounds and ranges as bounds: %s → %s", (question, verdict) => {
    const answer = ask(question);
    expect(answer.overall_verdict).toBe(verdict);
    expect(answer.check.explanation).toMatch(/not a point value/);
  });

  it("ranks among single economies only, naming the figures used", () => {
    const answer = ask("Was Nigeria the largest economy in Africa in 2023?");
    expect(answer.overall_verdict).toBe("supported");
    expect(answer.check.explanation).toMatch(/aggregates excluded/);
    expect(answer.check.explanation).not.toMatch(/Sub-Saharan/);
    expect(ask("Was South Africa the largest economy in Africa in 2010?").overall_verdict).toBe("supported");
    expect(ask("Was Nigeria the largest economy in Africa in 2010?").overall_verdict).toBe("not_supported");
  });
});

describe("projections, sibling readings and currencies", () => {
  it("calls a figure that matches an IMF projection needs_context, naming the release", () => {
    const answer = ask("Was US GDP growth 2.1% in 2027?");
    expect(answer.overall_verdict).toBe("needs_context");
    expect(answer.check.explanation).toMatch(/projection/);
    expect(answer.check.explanation).toMatch(/October 2025/);
  });

  it("calls a per-capita growth figure quoted as GDP growth needs_context, naming both", () => {
    // Nigeria 2023: real GDP growth 3.3% (WDI and IMF), per-capita growth 1.2% (WDI).
    const answer = ask("Did Nigeria's GDP grow 1.2% in 2023?");
    expect(answer.overall_verdict).toBe("needs_context");
    expect(answer.check.explanation).toMatch(/real GDP per capita growth/);
    expect(answer.check.explanation).toMatch(/real GDP growth/);
  });

  it("converts a local-currency amount at that year's official rate and says so", () => {
    const answer = ask("Was Italy's GDP 2,100 billion euros in 2023?");
    expect(answer.overall_verdict).toBe("supported");
    expect(answer.check.explanation).toMatch(/euros per US dollar/);
  });
});

describe("robust wording", () => {
  it.each([
    "Was Germny's inflation 5.9% in 2023?",
    "was germany's inflaton 5.9% in 2023",
    "hey quick one - was deutschland's inflation 5.9% in 2023 thanks",
  ])("reads %s as Germany's 2023 inflation", (question) => {
    const answer = ask(question);
    expect(answer.check.claims[0]?.country).toBe("DEU");
    expect(answer.overall_verdict).toBe("supported");
  });

  it("reads native names and says how it read them", () => {
    expect(readQuestion(data, "Was España's unemployment 12% in 2023?")).toEqual({
      text: "Was Spain's unemployment 12% in 2023?",
      readings: ['"España" read as Spain'],
    });
    expect(readQuestion(data, "did zhongguo grow faster than bharat").text).toBe("did China grow faster than bharat");
  });

  it("reads a typo close to two names of the same country as that country", () => {
    // "brail" is one edit from both Brazil and its alias Brasil: one country, not a tie.
    const answer = ask("did czechia see weaker growth than brail in 2014");
    expect(answer.check.explanation).toContain('"brail" read as Brazil');
    expect(answer.overall_verdict).toBe("not_supported");
  });

  it("leaves everyday words alone", () => {
    expect(readQuestion(data, "Is the tiger economy growing while prices rise?").readings).toEqual([]);
  });

  it("never reads a currency's name as a country ('francs' is not France)", () => {
    expect(readQuestion(data, "Was it 0.9 Swiss francs or 1.1 francs per dollar?").readings).toEqual([]);
    const answer = ask("Was the exchange rate 0.899 Swiss francs per US dollar in 2023?");
    expect(answer.check.claims[0]?.country).toBe("CHE");
    expect(answer.overall_verdict).toBe("supported");
  });

  it("measures edits with transpositions", () => {
    expect(editDistance("itlay", "italy", 2)).toBe(1);
    expect(editDistance("germny", "germany", 2)).toBe(1);
    expect(editDistance("spain", "japan", 1)).toBe(2);
  });
});

describe("data page links", () => {
  it("use the data file's name with hyphens and the country's name in lower case without accents", () => {
    expect(dataPagePath(data, "inflation_cpi_pct", "BRA")).toBe("/data/inflation-cpi-pct/brazil");
    expect(dataPagePath(data, "gdp_current_usd", "KOR")).toBe("/data/gdp-current-usd/korea-rep");
    expect(dataPagePath(data, "population", "CIV")).toMatch(/^\/data\/population\/cote-d-ivoire$/);
  });
});
